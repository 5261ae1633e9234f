import { INVITE_TOKEN_TTL_DAYS, type Language, RESET_TOKEN_TTL_MINUTES, translate, VERIFY_CODE_TTL_HOURS } from '@vedmarked/domain';
import type { MailMessage } from '../../plugins/mail.ts';

/**
 * The account e-mails in the user's stored language. Their texts are the "account-mails" server
 * catalogue (packages/domain/src/i18n/<lang>/account-mails.json, decision 0017).
 */

interface Mail {
  subject: string;
  lines: string[];
  action?: { label: string; url: string };
  footer: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function render(to: string, template: string, mail: Mail): MailMessage {
  const text = [...mail.lines, ...(mail.action ? ['', `${mail.action.label}: ${mail.action.url}`] : []), '', mail.footer, '', '— Vedmarked'].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,Arial,sans-serif;color:#222;line-height:1.5;max-width:560px">
${mail.lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('\n')}
${mail.action ? `<p><a href="${escapeHtml(mail.action.url)}" style="display:inline-block;background:#a8450d;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(mail.action.label)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(mail.action.url)}</p>` : ''}
<p style="font-size:13px;color:#555">${escapeHtml(mail.footer)}</p><p>— Vedmarked</p></body></html>`;
  return { to, subject: mail.subject, text, html, template };
}

const hello = (lang: Language, name?: string | null) => (name ? translate(lang, 'mail.account.hello-named', { name }) : translate(lang, 'mail.account.hello'));

/** One account e-mail: a greeting, the template's lines, a button and a footer (keys mail.account.<template>.*). */
function accountMail(
  lang: Language,
  template: 'verify' | 'reset' | 'changed' | 'invite',
  o: { to: string; firstName?: string | null; url: string },
  params: Record<string, unknown>,
  lines: string[],
) {
  const t = (key: string) => translate(lang, `mail.account.${template}.${key}`, params);
  const name = { verify: 'verify-email', reset: 'reset-password', changed: 'password-changed', invite: 'customer-invitation' }[template];
  return render(o.to, name, {
    subject: t('subject'),
    lines: [hello(lang, o.firstName), ...lines.map(t)],
    action: { label: t('action'), url: o.url },
    footer: t('footer'),
  });
}

export function verifyEmailMail(lang: Language, o: { to: string; firstName?: string | null; code: string; url: string }): MailMessage {
  return accountMail(lang, 'verify', o, { code: o.code, hours: VERIFY_CODE_TTL_HOURS }, ['code', 'how']);
}

export function resetPasswordMail(lang: Language, o: { to: string; firstName?: string | null; url: string }): MailMessage {
  return accountMail(lang, 'reset', o, { minutes: RESET_TOKEN_TTL_MINUTES }, ['intro']);
}

export function passwordChangedMail(lang: Language, o: { to: string; firstName?: string | null; url: string }): MailMessage {
  return accountMail(lang, 'changed', o, {}, ['intro']);
}

/** A vendor added the person as its own customer and made their account: a link to choose a password. */
export function customerInvitationMail(lang: Language, o: { to: string; firstName?: string | null; url: string; vendor: string }): MailMessage {
  return accountMail(lang, 'invite', o, { vendor: o.vendor, days: INVITE_TOKEN_TTL_DAYS }, ['intro']);
}
