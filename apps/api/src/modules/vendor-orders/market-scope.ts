import { type Executor, orderRejections, orders, vendorCoverage } from '@vedmarked/db';
import { ORDER_STATUS } from '@vedmarked/domain';
import { and, eq, notExists, sql } from 'drizzle-orm';

/**
 * The vendor's market list: orders some vendor rejected, at postcodes this vendor delivers to
 * (join `vendorCoverage` on coversDelivery), that it has not rejected itself (onMarketFor).
 */

/** The join of an order to the vendor's coverage of its delivery postcode. */
export const coversDelivery = (vendorId: number) => and(eq(vendorCoverage.postcode, orders.deliveryPostcode), eq(vendorCoverage.vendorId, vendorId));

/** On the market, and not rejected by this vendor. */
export const onMarketFor = (db: Executor, vendorId: number) =>
  and(
    eq(orders.status, ORDER_STATUS.market),
    notExists(
      db
        .select({ one: sql`1` })
        .from(orderRejections)
        .where(and(eq(orderRejections.orderId, orders.id), eq(orderRejections.vendorId, vendorId))),
    ),
  );
