import { addVendorConflict, type CartAdded, type CategoryType, clampQuantity, smallestPassingQuantity } from '@vedmarked/domain';
import { type Executor, productCategories, products, vendorCoverage, vendorProducts, vendors } from '@vedmarked/db';
import { and, eq } from 'drizzle-orm';
import { conflict, fieldError } from '../../lib/errors.ts';
import { addToLine, type CartOwner, getOrCreateCart, lineCount, setCartVendor } from './cart-store.ts';
import { requireDeliverablePostcode } from './deliverable-postcode.ts';
import { buildCartView, type ViewContext } from './price-cart.ts';

export interface AddInput {
  postcode: string;
  vendorProductId: number;
  quantity?: number;
  code?: string;
}

/**
 * Adds a product to the owner's cart (spec section 3): the postcode must take deliveries and the
 * vendor deliver there; one vendor per cart; the default quantity is the smallest that passes the minimum order on its own (decision 0023).
 */
export async function addToCart(db: Executor, owner: CartOwner, input: AddInput, ctx: ViewContext): Promise<CartAdded> {
  return db.transaction(async (tx) => {
    await requireDeliverablePostcode(tx, input.postcode);
    const [vp] = await tx
      .select({
        id: vendorProducts.id,
        vendorId: vendorProducts.vendorId,
        active: vendorProducts.active,
        stock: vendorProducts.stock,
        price: vendorProducts.price,
        productActive: products.active,
        weightKg: products.weightKg,
        categoryType: productCategories.type,
        vendorActive: vendors.active,
        minOrderPrice: vendors.minOrderPrice,
      })
      .from(vendorProducts)
      .innerJoin(products, eq(products.id, vendorProducts.productId))
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .innerJoin(vendors, eq(vendors.id, vendorProducts.vendorId))
      .where(eq(vendorProducts.id, input.vendorProductId))
      .limit(1);
    if (!vp?.active || !vp.productActive || !vp.vendorActive) throw fieldError({ vendor_product_id: 'error-product-not-available' });
    const [cov] = await tx
      .select({ price: vendorCoverage.shippingPrice })
      .from(vendorCoverage)
      .where(and(eq(vendorCoverage.postcode, input.postcode), eq(vendorCoverage.vendorId, vp.vendorId)))
      .limit(1);
    if (!cov) throw fieldError({ vendor_product_id: { key: 'error-product-not-deliverable', params: { postcode: input.postcode } } });

    const cart = await getOrCreateCart(tx, owner);
    if (addVendorConflict(cart.vendorId, await lineCount(tx, cart.id), vp.vendorId)) throw conflict('other_vendor', 'dialog-add-product-no-vendor');

    const offered = () =>
      smallestPassingQuantity({ unitPrice: vp.price, weightKg: vp.weightKg, categoryType: vp.categoryType as CategoryType, minOrderPrice: vp.minOrderPrice });
    const quantity = clampQuantity(input.quantity ?? offered());
    const line = await addToLine(tx, cart.id, vp.id, quantity);
    await setCartVendor(tx, cart.id, vp.vendorId, input.postcode);
    const view = await buildCartView(tx, { ...cart, vendorId: vp.vendorId, postcode: input.postcode }, { ...ctx, postcode: input.postcode, code: input.code });
    return { ...view, added: { line_id: line.id, quantity } };
  });
}
