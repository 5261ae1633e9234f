import { type FormKind, type Language, translate } from '@vedmarked/domain';
import type { MailMessage } from '../../plugins/mail.ts';

/** The fields of each form in the order the admin reads them, and how their values are shown. */
const FIELDS: Record<FormKind, { name: string; as?: 'topic' | 'business' | 'wood' | 'bool' }[]> = {
  question: [{ name: 'name' }, { name: 'email' }, { name: 'phone' }, { name: 'topic', as: 'topic' }, { name: 'order_number' }, { name: 'postcode' }],
  jotul: [
    { name: 'company_name' },
    { name: 'organization_number' },
    { name: 'contact_name' },
    { name: 'email' },
    { name: 'phone' },
    { name: 'postcode' },
    { name: 'business_type', as: 'business' },
    { name: 'formats' },
    { name: 'wood_types', as: 'wood' },
    { name: 'yearly_volume_m3' },
    { name: 'own_delivery', as: 'bool' },
  ],
  contact: [{ name: 'name' }, { name: 'email' }, { name: 'phone' }, { name: 'subject' }],
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export interface SubmissionForMail {
  kind: FormKind;
  reference: string;
  payload: Record<string, unknown>;
  senderLanguage: Language;
  senderUser?: { id: number; email: string } | null;
  receivedAt: Date;
}

function show(lang: Language, value: unknown, as?: 'topic' | 'business' | 'wood' | 'bool'): string {
  const t = (k: string) => translate(lang, k);
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return t('mail.form.none');
  if (as === 'bool') return t(value ? 'mail.form.yes' : 'mail.form.no');
  const one = (v: unknown) => (as ? t(`form.${as}.${String(v)}`) : String(v));
  return Array.isArray(value) ? value.map(one).join(', ') : one(value);
}

/** The e-mail that tells an admin about a submission, in the admin's language. Sender input is escaped in the HTML part. */
export function composeAdminMail(to: string, lang: Language, s: SubmissionForMail): MailMessage {
  const t = (k: string, p?: Record<string, unknown>) => translate(lang, k, p);
  const p = s.payload;
  const subject = t(`mail.form.subject.${s.kind}`, {
    reference: s.reference,
    name: String(p.name ?? ''),
    topic: show(lang, p.topic, 'topic'),
    company: String(p.company_name ?? ''),
    subject: String(p.subject ?? ''),
  })
    .replace(/[\r\n\t]+/g, ' ')
    .slice(0, 200);
  const rows: [string, string][] = FIELDS[s.kind].map((f) => [t(`form.field.${f.name}`), show(lang, p[f.name], f.as)]);
  rows.push([t('mail.form.language'), t(`form.lang.${s.senderLanguage}`)]);
  if (s.senderUser) rows.push([t('mail.form.user'), `${s.senderUser.email} (#${s.senderUser.id})`]);
  const message = typeof p.message === 'string' && p.message ? p.message : undefined;
  const date = s.receivedAt.toISOString().replace('T', ' ').slice(0, 16);
  const reply = t('mail.form.reply', { email: String(p.email) });
  const footer = t('mail.form.footer', { reference: s.reference, date: `${date} UTC` });

  const text = [
    t(`mail.form.intro.${s.kind}`),
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(message ? ['', `${t('form.field.message')}:`, message] : []),
    '',
    reply,
    footer,
  ].join('\n');

  const html = [
    `<p>${escapeHtml(t(`mail.form.intro.${s.kind}`))}</p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(([k, v]) => `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    ...(message ? [`<h3>${escapeHtml(t('form.field.message'))}</h3>`, `<p style="white-space:pre-wrap">${escapeHtml(message)}</p>`] : []),
    `<p>${escapeHtml(reply)}</p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(footer)}</p>`,
  ].join('\n');

  return { to, subject, text, html, template: `form-${s.kind}` };
}
