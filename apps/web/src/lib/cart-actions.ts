/**
 * The contract between pages that show products (storefront, accessories, group order) and the
 * cart feature, so neither imports the other's internals. A page asks for a product to be added;
 * the cart feature listens, applies the rules (one vendor per cart, group-order vendor, default
 * quantities) with its dialogs, and reports the outcome.
 */
export interface AddToCartRequest {
  vendorProductId: number;
  vendorId: number;
  /** Omitted: the default of spec section 9 (1 for 50 kg and over or an accessory, else 10). */
  quantity?: number;
  name: string;
  weightKg: number;
  categoryType: 'fuel' | 'accessory';
  /** Where the request came from (for the notice): e.g. 'carousel', 'quick-order', 'group-order'. */
  source?: string;
}

export type AddToCartResult = { added: true } | { added: false; reason: 'cancelled' | 'other-vendor' | 'error' };
type Handler = (req: AddToCartRequest) => Promise<AddToCartResult>;

let handler: Handler | undefined;

/** The cart feature registers the one handler. */
export function registerAddToCartHandler(h: Handler) {
  handler = h;
  return () => {
    if (handler === h) handler = undefined;
  };
}

export function requestAddToCart(req: AddToCartRequest): Promise<AddToCartResult> {
  if (!handler) return Promise.resolve({ added: false, reason: 'error' });
  return handler(req);
}

type RefreshListener = () => void;
const refreshListeners = new Set<RefreshListener>();

/**
 * The cart feature listens here and fetches the cart again. The storefront asks for it when the
 * product lookup for a postcode answers updateCart (spec section 4: the cart was priced for another
 * postcode, or holds lines no longer deliverable there).
 */
export function onCartRefreshRequested(l: RefreshListener) {
  refreshListeners.add(l);
  return () => refreshListeners.delete(l);
}

export function requestCartRefresh() {
  for (const l of refreshListeners) l();
}
