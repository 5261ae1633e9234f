import { type Language, RESET_TOKEN_TTL_MINUTES, translate, VERIFY_CODE_TTL_HOURS } from '@vedmarked/domain';
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

export function verifyEmailMail(lang: Language, o: { to: string; firstName?: string | null; code: string; url: string }): MailMessage {
  const t = (key: string) => translate(lang, `mail.account.verify.${key}`, { code: o.code, hours: VERIFY_CODE_TTL_HOURS });
  return render(o.to, 'verify-email', {
    subject: t('subject'),
    lines: [hello(lang, o.firstName), t('code'), t('how')],
    action: { label: t('action'), url: o.url },
    footer: t('footer'),
  });
}

export function resetPasswordMail(lang: Language, o: { to: string; firstName?: string | null; url: string }): MailMessage {
  const t = (key: string) => translate(lang, `mail.account.reset.${key}`, { minutes: RESET_TOKEN_TTL_MINUTES });
  return render(o.to, 'reset-password', {
    subject: t('subject'),
    lines: [hello(lang, o.firstName), t('intro')],
    action: { label: t('action'), url: o.url },
    footer: t('footer'),
  });
}

export function passwordChangedMail(lang: Language, o: { to: string; firstName?: string | null; url: string }): MailMessage {
  const t = (key: string) => translate(lang, `mail.account.changed.${key}`);
  return render(o.to, 'password-changed', {
    subject: t('subject'),
    lines: [hello(lang, o.firstName), t('intro')],
    action: { label: t('action'), url: o.url },
    footer: t('footer'),
  });
}
