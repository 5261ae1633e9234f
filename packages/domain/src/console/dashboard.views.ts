import { z } from 'zod';
import { tableListQuery } from '../table/query.ts';
import { DASHBOARD_STATUS_GROUP_NAMES, MAX_PERIOD_DAYS, periodDays } from './dashboard.ts';

/** Contracts of the admin's dashboard calls (issue 13, decision 0037): the API declares them, the web takes its types from them. */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day, YYYY-MM-DD, that exists. */
export const dashboardDay = z
  .string({ error: 'validation-field-required' })
  .trim()
  .regex(ISO_DAY, { error: 'error-period-date' })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), {
    error: 'error-period-date',
    abort: true,
  });

/** ?from&to: calendar days in Oslo, both included; from ≤ to, at most 366 days. */
export const dashboardPeriodQuery = z.strictObject({ from: dashboardDay, to: dashboardDay }).superRefine((q, ctx) => {
  if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'error-period-order' });
  else if (periodDays(q.from, q.to) > MAX_PERIOD_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'error-period-too-long' });
});
export type DashboardPeriod = z.infer<typeof dashboardPeriodQuery>;

const figures = z.object({
  orders: z.number().int(),
  /** Gross merchandise value: the totals of orders not declined or cancelled (minor units). */
  gmv: z.number().int(),
  /** GMV / sales (minor units, rounded); 0 without sales. */
  average_order: z.number().int(),
  /** The platform's fees on those orders (orders.profit). */
  fees: z.number().int(),
  /** Payment stages refunded during the period. */
  refunds: z.number().int(),
  new_customers: z.number().int(),
  new_vendors: z.number().int(),
});
export type DashboardFigureValues = z.infer<typeof figures>;
export const DASHBOARD_FIGURES = ['orders', 'gmv', 'average_order', 'fees', 'refunds', 'new_customers', 'new_vendors'] as const;

const period = z.object({ from: z.string(), to: z.string() });
export const dashboardFiguresView = z.object({
  currency: z.string(),
  period,
  previous_period: period,
  current: figures,
  previous: figures,
});
export type DashboardFigures = z.infer<typeof dashboardFiguresView>;

const groupCounts = z.object(
  Object.fromEntries(DASHBOARD_STATUS_GROUP_NAMES.map((g) => [g, z.number().int()])) as Record<(typeof DASHBOARD_STATUS_GROUP_NAMES)[number], z.ZodNumber>,
);
export const dashboardChartsView = z.object({
  currency: z.string(),
  /** One entry per day of the period (zeros included), counts per status group. */
  orders_per_day: z.array(z.object({ day: z.string() }).extend(groupCounts.shape)),
  /** GMV per county, largest first (county null: a postcode without a county). */
  gmv_by_county: z.array(z.object({ county_id: z.number().int().nullable(), county: z.string().nullable(), gmv: z.number().int(), orders: z.number().int() })),
  top_vendors: z.array(z.object({ vendor_id: z.number().int(), vendor: z.string(), gmv: z.number().int(), orders: z.number().int() })),
});
export type DashboardCharts = z.infer<typeof dashboardChartsView>;

export const STUCK_KINDS = ['unconfirmed', 'market', 'payment', 'route', 'ticket'] as const;
export type StuckKind = (typeof STUCK_KINDS)[number];
export const stuckItemView = z.object({
  kind: z.enum(STUCK_KINDS),
  id: z.union([z.number().int(), z.string()]),
  /** The order, route or ticket number shown. */
  label: z.string(),
  /** Who or what it concerns (customer, vendor). */
  detail: z.string().nullable(),
  /** Since when it waits (ISO time). */
  since: z.string(),
  /** Where the admin fixes it (a web path). */
  link: z.string(),
});
export type StuckItem = z.infer<typeof stuckItemView>;
export const dashboardStuckView = z.object({
  counts: z.object(Object.fromEntries(STUCK_KINDS.map((k) => [k, z.number().int()])) as Record<StuckKind, z.ZodNumber>),
  total: z.number().int(),
  /** Up to 50 items per kind, oldest first. */
  items: z.array(stuckItemView),
});
export type DashboardStuck = z.infer<typeof dashboardStuckView>;

/** The admin navigation's counters: unanswered tickets and stuck orders. */
export const adminBadgesView = z.object({ tickets: z.number().int(), stuck: z.number().int() });
export type AdminBadges = z.infer<typeof adminBadgesView>;

/** GET /api/admin/audit: the data table's sort and filters, plus the audit's own filters. */
export const auditListQuery = tableListQuery({
  sortable: ['time', 'action', 'actor', 'acted_as', 'target'],
  filterable: { time: 'date', action: 'text', actor: 'text', acted_as: 'text', target: 'text', reason: 'text' },
  defaultLimit: 50,
  maxLimit: 100,
});

export const auditEntryView = z.object({
  id: z.number().int(),
  time: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  /** Who did it: the admin when acting as someone, otherwise the user. */
  actor_id: z.number().int().nullable(),
  actor: z.string().nullable(),
  /** Whom the admin acted as (impersonation), null otherwise. */
  acted_as_id: z.number().int().nullable(),
  acted_as: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.string().nullable(),
});
export type AuditEntryItem = z.infer<typeof auditEntryView>;
export const auditListView = z.object({ total: z.number().int(), entries: z.array(auditEntryView) });
