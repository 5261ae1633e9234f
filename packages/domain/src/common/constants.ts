/** Business constants and limits of spec section 9. Durations in ms unless named otherwise. */
export const LANGUAGES = ['es', 'en', 'no'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
export const FALLBACK_LANGUAGE: Language = 'en';

export const SESSION_ID_LENGTH = 32;
export const SESSION_ID_TTL_DAYS = 30;
export const POSTCODE_LENGTH = 4;
export const POSTCODE_SUGGEST_MIN_CHARS = 2;
export const POSTCODE_SUGGEST_MAX = 20;
export const PASSWORD_MIN_LENGTH = 6;
export const PRODUCTS_BY_POSTCODE_LIMIT = 20;
export const SEARCH_SUGGESTIONS_MAX = 10;
export const MENU_HOVER_DELAY = 150;

export const CHAT_BOX_HEIGHT_PX = 500;
export const CHAT_PREVIEW_CHARS = 50;
export const CHAT_INPUT_ROWS = 5;
export const CAROUSEL_AUTOPLAY = 3000;

export const TOAST_CART_IS_EMPTY = 3000;
export const CART_NOTICE_AUTOHIDE = 2000;
export const VENDOR_INFO_ERROR_NOTICE = 3000;
export const NOTIFICATION_AUTOHIDE = 3000;
export const POLLING_INTERVAL = 60_000;

export const DATE_FORMAT = 'DD.MM.YYYY';
export const DEFAULT_MAP_CENTRE = { lat: 59.9139, lon: 10.7522 } as const; // Oslo
export const COUNTRY_NAME = 'Norge';

export const MIN_ORDER_SACKS = 10;
export const SACK_MAX_WEIGHT_KG = 50; // under 50 kg is a sack, otherwise a pack
export const PELLET_SACK_KG = 15;
export const EXCLUDED_CAROUSEL_WEIGHT_KG = 440;
export const FIREWOOD_CATEGORY_ID = 1;

export const NEIGHBOUR_RADIUS_M = 350;
export const NEIGHBOUR_SHIPPING_DISCOUNT_PCT = 50;
export const MAX_ORDERS_PER_ROUTE = 25;
export const MAX_IMAGES = 10;
export const MAX_IMAGE_MB = 10;
export const MAX_TOTAL_IMAGES_MB = 40;
export const COMMENT_MAX_LENGTH = 254; // "under 255 characters"

/** Text limits of the order form (characters; names and company names: accounts.ts). */
export const EMAIL_MAX_LENGTH = 254; // the longest address SMTP carries
export const STREET_MIN_LENGTH = 3;
export const STREET_MAX_LENGTH = 200;
export const CITY_MAX_LENGTH = 100;
/** The password of an account made while ordering (checked for length like any other: PASSWORD_MIN_LENGTH). */
export const ORDER_FORM_PASSWORD_MAX_LENGTH = 200;
export const PROMO_CODE_MAX_LENGTH = 64;
/** More excluded dates than any period has days is refused before the period rules look at them. */
export const EXCLUDED_DATES_MAX = 30;
/** Lists the API answers in one piece, without paging (a customer's or a vendor's orders, payments). */
export const LIST_MAX_ROWS = 200;

export const VENDOR_FEE_PCT = 5;
export const VOLUNTEER_GROUP_SHARE_PCT = 5;
export const SETTLEMENT_PERIOD_DAYS = 14;
export const DEPOSIT_PCT = 10;
export const DEPOSIT_DAYS = 2;
export const SECOND_PAYMENT_PCT = 40;
export const SECOND_PAYMENT_WORKING_DAYS = 4;

export const LATEST_DELIVERY_HOUR = 23;
export const LATE_DELIVERY_WARNING_HOUR = 22;

export const WITHDRAWAL_DAYS = 14;
export const COMPLAINT_DAYS = 7;
export const DELIVERY_NOTICE_HOURS = 48;
export const CARD_RESERVATION_DAYS = 14;
export const FREE_CANCELLATION_HOURS = 48;

export const CARRY_MAX_FLOORS = 1;
export const CARRY_MAX_METRES = 20;

export const DELIVERY_TIME_WINDOWS = {
  morning: { from: '08:00', to: '12:00' },
  midday: { from: '12:00', to: '17:00' },
  evening: { from: '17:00', to: '22:00' },
} as const;
export type DeliveryTimeWindow = keyof typeof DELIVERY_TIME_WINDOWS;

/** Delivery options: how long, what extra, and how many days the customer may exclude (custom: one per 6 days). */
export const DELIVERY_PERIODS = {
  fast: { days: 6, extraPct: 10, excludedDays: 1 },
  standard: { days: 12, extraPct: 0, excludedDays: 2 },
  custom: { maxDays: 30, extraPct: 0, excludedDayPerDays: 6 },
} as const;

export const HEAR_ABOUT_US = ['dugnadsdeltaker', 'facebook', 'finn.no', 'friend', 'google search', 'neighbour order', 'other'] as const;
export type HearAboutUs = (typeof HEAR_ABOUT_US)[number];

/** The group-order offer's marketing copy (spec section 9), in øre: a price of 650 kr and delivery of 200 kr. */
export const GROUP_ORDER_OFFER_PRICE = 65_000;
export const GROUP_ORDER_OFFER_SHIPPING = 20_000;
/** The group-order button adds 10 of the first firewood product when the cart is empty. */
export const GROUP_ORDER_BUTTON_QUANTITY = 10;
