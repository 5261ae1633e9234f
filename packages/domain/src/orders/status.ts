/** Numeric order statuses of spec section 4. */
export const ORDER_STATUS = {
  suggested: 0,
  unconfirmed: 1,
  confirmed: 2,
  scheduled: 3,
  inProgress: 4,
  delivered: 5,
  declined: 6,
  canceled: 7,
  market: 8,
} as const;
export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatus = (typeof ORDER_STATUS)[OrderStatusName];
export const ORDER_STATUS_VALUES = Object.values(ORDER_STATUS) as OrderStatus[];
/** The statuses' names, in status order (what the API sends as status_name and the web labels). */
export const ORDER_STATUS_NAME_LIST = Object.keys(ORDER_STATUS) as [OrderStatusName, ...OrderStatusName[]];

export const ORDER_STATUS_NAMES = Object.fromEntries(Object.entries(ORDER_STATUS).map(([k, v]) => [v, k])) as Record<OrderStatus, OrderStatusName>;

/** Colours for each status (Mantine palette names). */
export const ORDER_STATUS_COLOURS: Record<OrderStatusName, string> = {
  suggested: 'gray',
  unconfirmed: 'yellow',
  confirmed: 'blue',
  scheduled: 'indigo',
  inProgress: 'cyan',
  delivered: 'green',
  declined: 'red',
  canceled: 'dark',
  market: 'orange',
};

/** Status groups seen in spec section 4, named by what they are used for. */
export const ORDER_STATUS_GROUPS = {
  newForVendor: [0, 1, 8],
  open: [0, 1, 2, 8],
  active: [2, 3, 4],
  onRoute: [3, 4],
  history: [5, 6, 7],
  awaitingRoute: [1, 2],
} as const satisfies Record<string, readonly OrderStatus[]>;

/** Route statuses of spec section 4 (routes.status): 0 on route (new or started), 1 delivered (completed), 2 canceled. */
export const ROUTE_STATUS = { onRoute: 0, delivered: 1, canceled: 2 } as const;
export type RouteStatusName = keyof typeof ROUTE_STATUS;
export type RouteStatus = (typeof ROUTE_STATUS)[RouteStatusName];
export const ROUTE_STATUS_VALUES = Object.values(ROUTE_STATUS) as RouteStatus[];
export const PAYMENT_STAGES = ['initial', 'confirmation', 'final'] as const;
export type PaymentStage = (typeof PAYMENT_STAGES)[number];
export const PAYMENT_STATUSES = ['pending', 'reserved', 'paid', 'failed', 'canceled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** How an order is paid: by card in three stages, or (a confirmed company) by one invoice. */
export const PAYMENT_METHODS = ['card', 'invoice'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Services a customer can add to an order (order_services.code). */
export const ORDER_SERVICES = ['carry_and_placement', 'only_small_car', 'deliver_if_iam_not_at_home'] as const;
export type OrderService = (typeof ORDER_SERVICES)[number];
/** Photos of an order: where to place the goods (the customer's), and the proof of delivery (the vendor's). */
export const ORDER_IMAGE_KINDS = ['placement', 'delivery'] as const;
export type OrderImageKind = (typeof ORDER_IMAGE_KINDS)[number];
