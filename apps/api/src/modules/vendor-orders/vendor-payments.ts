import {
  type Currency,
  ORDER_STATUS,
  type PaymentMethod,
  type PaymentStage,
  type PaymentStatus,
  PAYMENT_STAGES,
  PAYMENT_STATUSES,
  type VendorPaymentList,
  type VendorPaymentListQuery,
} from '@vedmarked/domain';
import { type Executor, orders, payments } from '@vedmarked/db';
import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import { type SqlColumns, tableConditions, tableOrderBy } from '../../lib/table-query.ts';
import { ownVendor } from '../delivery/index.ts';

/** A list in its plan order as SQL: the position of the column's value (1-based), for sorting. */
const positionIn = (column: typeof payments.stage | typeof payments.status, values: readonly string[]): SQL<number> =>
  sql<number>`array_position(array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[], ${column})`;

const stageOrder = positionIn(payments.stage, PAYMENT_STAGES);

const PAYMENT_COLUMNS: SqlColumns = {
  order: { expr: payments.orderId, kind: 'number' },
  customer: { expr: sql`(${orders.firstName} || ' ' || ${orders.lastName})`, kind: 'text' },
  stage: { expr: stageOrder, kind: 'number' },
  amount: { expr: payments.amount, kind: 'money' },
  status: { expr: positionIn(payments.status, PAYMENT_STATUSES), kind: 'number' },
  deadline: { expr: payments.deadline, kind: 'date' },
  paid: { expr: payments.paidAt, kind: 'date' },
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * GET /vendor/order/payments: every payment stage of the orders this vendor holds (never another
 * vendor's, never a market order's, never
 * an order still awaiting its 10%: the vendor does not see those), with the data table's filters, order and paging. Newest order
 * first, its stages in plan order, unless the table sorts otherwise.
 */
export async function listVendorPayments(db: Executor, userId: number, query: VendorPaymentListQuery): Promise<VendorPaymentList> {
  const vendor = await ownVendor(db, userId);
  const where = and(eq(orders.vendorId, vendor.id), ne(orders.status, ORDER_STATUS.suggested), ...(await tableConditions(db, PAYMENT_COLUMNS, query.filter)));
  const sort = query.sort ?? { id: 'order', desc: true };
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ p: payments, firstName: orders.firstName, lastName: orders.lastName })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(where)
      .orderBy(...tableOrderBy(PAYMENT_COLUMNS, sort, [payments.orderId, stageOrder, payments.id]))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(where),
  ]);
  return {
    total,
    payments: rows.map(({ p, firstName, lastName }) => ({
      id: p.id,
      order_id: p.orderId,
      customer_name: `${firstName} ${lastName}`.trim(),
      stage: p.stage as PaymentStage,
      amount: p.amount,
      currency: p.currency as Currency,
      status: p.status as PaymentStatus,
      method: p.method as PaymentMethod,
      deadline: iso(p.deadline),
      paid_at: iso(p.paidAt),
    })),
  };
}
