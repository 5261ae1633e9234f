import { neighbourKeyOf, ORDER_STATUS, type RouteOrder, type DeliveryTimeWindow } from '@vedmarked/domain';
import { type Executor, orderLines, orders, postcodes, products } from '@vedmarked/db';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { OrderRow } from '../orders/index.ts';

/**
 * Orders as the planner sees them (packages/domain/src/routes: RouteOrder), read from the orders
 * module's tables: the lines' weights and volumes, the delivery period and window, the neighbour
 * key, and the point (the geocoded address when the order has one, else its postcode's centre).
 */

export interface PlanningOrder {
  row: OrderRow;
  plan: RouteOrder;
  /** Whether the point is the postcode's centre rather than the address. */
  postcodeCentre: boolean;
}

async function toPlanning(db: Executor, rows: readonly OrderRow[]): Promise<PlanningOrder[]> {
  if (!rows.length) return [];
  const ids = rows.map((o) => o.id);
  const [lines, centres] = await Promise.all([
    db
      .select({ orderId: orderLines.orderId, quantity: orderLines.quantity, weightKg: orderLines.weightKg, volumeL: products.volumeL, format: products.format })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.id)),
    db
      .select({ code: postcodes.code, lat: postcodes.lat, lon: postcodes.lon })
      .from(postcodes)
      .where(inArray(postcodes.code, [...new Set(rows.map((o) => o.deliveryPostcode))])),
  ]);
  const centreOf = new Map(centres.map((c) => [c.code, { lat: c.lat, lon: c.lon }]));
  return rows.map((row) => {
    const own = row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null;
    const centre = centreOf.get(row.deliveryPostcode);
    // Orders placed without a geocoder (or when it could not place the address) store the postcode's centre.
    const atCentre = own === null || (centre !== undefined && own.lat === centre.lat && own.lon === centre.lon);
    return {
      row,
      postcodeCentre: atCentre,
      plan: {
        id: row.id,
        point: own ?? centreOf.get(row.deliveryPostcode) ?? { lat: 0, lon: 0 },
        lines: lines.filter((l) => l.orderId === row.id).map((l) => ({ quantity: l.quantity, weightKg: l.weightKg, volumeL: l.volumeL, format: l.format })),
        timeWindow: row.timeWindow as DeliveryTimeWindow,
        dateFrom: row.deliveryDateFrom,
        dateTo: row.deliveryDateTo,
        excludedDates: row.excludedDates,
        neighbourKey: neighbourKeyOf(row),
        dugnadKey: row.dugnadId === null ? null : `dugnad:${row.dugnadId}`,
      },
    };
  });
}

/** The vendor's confirmed orders (on no route), optionally without some. */
export async function routableOrders(db: Executor, vendorId: number, except: readonly number[] = []): Promise<PlanningOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.vendorId, vendorId), eq(orders.status, ORDER_STATUS.confirmed), except.length ? notInArray(orders.id, [...except]) : undefined))
    .orderBy(asc(orders.id));
  return toPlanning(db, rows);
}

/** Some orders as the planner sees them, in the order given (ids not found are left out). */
export async function planningOrdersOf(db: Executor, ids: readonly number[]): Promise<PlanningOrder[]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  const byId = new Map(rows.map((o) => [o.id, o]));
  return toPlanning(
    db,
    ids.map((id) => byId.get(id)).filter((o): o is OrderRow => o !== undefined),
  );
}
