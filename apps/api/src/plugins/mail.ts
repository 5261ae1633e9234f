import { type Executor, outbox } from '@vedmarked/db';
import { and, asc, eq, gt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { insertRows } from '../lib/bulk-insert.ts';
import type { SmsGateway, SmsMessage } from './sms-gateway.ts';

export type { SmsMessage } from './sms-gateway.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  template?: string;
}

export interface Messenger {
  /** Records an e-mail in the outbox (in the caller's transaction when given) and sends it over SMTP when configured. */
  email(msg: MailMessage, tx?: Executor): Promise<number>;
  /** Records many e-mails in the outbox in the caller's transaction (multi-row inserts); they go out at the next flush, after the commit. */
  emailMany(msgs: readonly MailMessage[], tx: Executor): Promise<void>;
  /** Records an SMS in the outbox (in the caller's transaction when given) and sends it through the SMS gateway when configured; without one it is kept there for reading. */
  sms(msg: SmsMessage, tx?: Executor): Promise<number>;
  /** Sends outbox e-mails and SMS not yet sent (after a transaction commits, or on a retry). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    messenger: Messenger;
  }
}

/**
 * E-mail through nodemailer over SMTP when SMTP_URL is set, SMS through an SmsGateway when SMS_URL
 * is set (plugins/sms-gateway.ts); otherwise messages stay in the outbox table, shown at
 * /dev/outbox outside production and printed to the log. A message written in a transaction goes
 * out at the next flush, after the commit.
 */
export default fp(
  async (app, opts: { smtpUrl?: string; from: string; sms?: SmsGateway }) => {
    const transport: Transporter | undefined = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
    let flushing: Promise<void> | undefined;

    const gateway = opts.sms;

    async function deliver(id: number, msg: MailMessage) {
      if (!transport) return;
      await attempt(id, 'e-mail', () => transport.sendMail({ from: opts.from, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html }));
    }
    async function deliverSms(id: number, msg: SmsMessage) {
      if (gateway) await attempt(id, 'SMS', () => gateway.send(msg));
    }
    async function attempt(id: number, what: string, send: () => Promise<unknown>) {
      try {
        await send();
        await app.db.update(outbox).set({ status: 'sent', sentAt: new Date(), attempts: 1 }).where(eq(outbox.id, id));
      } catch (err) {
        app.log.warn({ err, outboxId: id }, `${what} delivery failed; kept in the outbox for a retry`);
        await app.db
          .update(outbox)
          .set({ status: 'pending', lastError: String(err).slice(0, 500), attempts: 1 })
          .where(eq(outbox.id, id));
      }
    }

    const messenger: Messenger = {
      async email(msg, tx) {
        const [row] = await (tx ?? app.db)
          .insert(outbox)
          .values({
            channel: 'email',
            recipient: msg.to,
            subject: msg.subject,
            bodyText: msg.text,
            bodyHtml: msg.html,
            template: msg.template,
            status: transport ? 'pending' : 'kept',
          })
          .returning({ id: outbox.id });
        if (!transport) app.log.info({ to: msg.to, subject: msg.subject, outboxId: row!.id }, 'e-mail kept in the outbox (no SMTP_URL)');
        else if (!tx) await deliver(row!.id, msg);
        return row!.id;
      },
      async emailMany(msgs, tx) {
        const status = transport ? 'pending' : 'kept';
        await insertRows(
          tx,
          'outbox',
          { channel: 'text', recipient: 'text', subject: 'text', body_text: 'text', body_html: 'text', template: 'text', status: 'text' },
          msgs.map((m) => ({
            channel: 'email',
            recipient: m.to,
            subject: m.subject,
            body_text: m.text,
            body_html: m.html ?? null,
            template: m.template ?? null,
            status,
          })),
        );
        if (!transport && msgs.length) app.log.info({ count: msgs.length }, 'e-mails kept in the outbox (no SMTP_URL)');
      },
      async sms(msg, tx) {
        const [row] = await (tx ?? app.db)
          .insert(outbox)
          .values({ channel: 'sms', recipient: msg.to, bodyText: msg.text, template: msg.template, status: gateway ? 'pending' : 'kept' })
          .returning({ id: outbox.id });
        if (!gateway) app.log.info({ to: msg.to, outboxId: row!.id }, 'SMS kept in the outbox (no SMS_URL)');
        else if (!tx) await deliverSms(row!.id, msg);
        return row!.id;
      },
      async flush() {
        if (!transport && !gateway) return;
        if (flushing) return flushing;
        flushing = (async () => {
          // In pages of 100 by id, so an import's thousands of invitations all go, and a failed one is tried once per flush.
          for (let after = 0; ; ) {
            const pending = await app.db
              .select()
              .from(outbox)
              .where(and(eq(outbox.status, 'pending'), gt(outbox.id, after)))
              .orderBy(asc(outbox.id))
              .limit(100);
            for (const m of pending) {
              if (m.channel === 'sms') await deliverSms(m.id, { to: m.recipient, text: m.bodyText });
              else await deliver(m.id, { to: m.recipient, subject: m.subject ?? '', text: m.bodyText, html: m.bodyHtml ?? undefined });
            }
            if (pending.length < 100) break;
            after = pending[pending.length - 1]!.id;
          }
        })().finally(() => {
          flushing = undefined;
        });
        return flushing;
      },
    };
    app.decorate('messenger', messenger);
    app.addHook('onClose', async () => transport?.close());
  },
  { name: 'mail', dependencies: ['db'] },
);
