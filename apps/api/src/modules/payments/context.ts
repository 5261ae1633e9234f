import type { Language } from '@vedmarked/domain';
import { translate } from '@vedmarked/domain';
import type { Db, Executor } from '@vedmarked/db';
import type { AppEvents } from '../../plugins/events.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { Messenger } from '../../plugins/mail.ts';
import type { OrderRow } from '../orders/index.ts';
import type { PaymentProvider } from './provider.ts';

/** What every use case of the payments module works with: the provider, the jobs table, mail and events. */
export interface PaymentsContext {
  /** For work outside the caller's transaction (compensation after a rollback). */
  db: Db;
  provider: PaymentProvider;
  jobs: Jobs;
  messenger: Messenger;
  events: AppEvents;
  publicUrl: string;
}

/** An e-mail about an order's payment, in the language the customer ordered in. */
export async function mailCustomer(
  ctx: PaymentsContext,
  tx: Executor,
  order: OrderRow,
  subjectKey: string,
  bodyKey: string,
  params: Record<string, unknown> = {},
): Promise<void> {
  const lang = order.language as Language;
  const p = { id: order.id, name: order.firstName, link: `${ctx.publicUrl}/orders/${order.id}`, ...params };
  await ctx.messenger.email({ to: order.email, subject: translate(lang, subjectKey, p), text: translate(lang, bodyKey, p), template: bodyKey }, tx);
}

/** An amount as the payment e-mails show it (major units, two decimals). */
export const mailAmount = (minor: number) => (minor / 100).toFixed(2);
