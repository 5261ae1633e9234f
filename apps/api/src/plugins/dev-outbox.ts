import { outbox } from '@vedmarked/db';
import { desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** Escapes, then turns the http(s) links of a message into links. */
const linkify = (s: string) => escapeHtml(s).replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`);

/**
 * /dev/outbox: the e-mails and SMS the app would send, newest first, for people and browser tests
 * to read codes and links when no SMTP server is configured. Registered only outside production.
 * /dev/outbox.json gives the same list as JSON; both take ?to=<recipient>.
 */
export default fp(
  async (app) => {
    async function list(to: string | undefined) {
      const q = app.db.select().from(outbox);
      return (to ? q.where(eq(outbox.recipient, to.trim().toLowerCase())) : q).orderBy(desc(outbox.id)).limit(100);
    }

    app.get('/dev/outbox.json', { config: {} }, async (req) => {
      const { to } = req.query as { to?: string };
      const rows = await list(to);
      return {
        success: true,
        data: rows.map((m) => ({
          id: m.id,
          channel: m.channel,
          to: m.recipient,
          subject: m.subject,
          text: m.bodyText,
          status: m.status,
          created_at: m.createdAt.toISOString(),
        })),
      };
    });

    app.get('/dev/outbox', { config: {} }, async (req, reply) => {
      const { to } = req.query as { to?: string };
      const rows = await list(to);
      const items = rows
        .map(
          (m) => `<article aria-labelledby="m${m.id}">
  <h2 id="m${m.id}">${escapeHtml(m.subject ?? (m.channel === 'sms' ? 'SMS' : '(no subject)'))}</h2>
  <p class="meta">#${m.id} · ${m.channel} · to <strong>${escapeHtml(m.recipient)}</strong> · ${m.createdAt.toISOString()} · ${m.status}</p>
  <pre>${linkify(m.bodyText)}</pre>
</article>`,
        )
        .join('\n');
      const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · Vedmarked (development)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:16px;background:#f8f9fa;color:#212529;max-width:900px}
h1{font-size:24px} h2{font-size:18px;margin:0 0 4px} .meta{color:#495057;font-size:14px;margin:0 0 8px}
article{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:12px 16px;margin:12px 0}
pre{white-space:pre-wrap;word-break:break-word;font-size:14px;margin:0} a{color:#8a3a12}
form{display:flex;gap:8px;flex-wrap:wrap} input{padding:6px 8px;font-size:16px;min-width:260px}
</style></head><body><main>
<h1>Outbox</h1>
<p>E-mail and SMS kept by this development server (no SMTP_URL is set, or the copy of what was sent). Not available in production.</p>
<form method="get" action="/dev/outbox"><label for="to">Recipient</label><input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}"><button type="submit">Filter</button></form>
${items || '<p>No messages.</p>'}
</main></body></html>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    });
  },
  { name: 'dev-outbox', dependencies: ['db'] },
);
