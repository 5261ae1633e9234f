import { RESET_TOKEN_TTL_MINUTES, VERIFY_CODE_TTL_HOURS, type Language } from '@vedmarked/domain';
import type { MailMessage } from '../../plugins/mail.ts';

/** The account e-mails in the three interface languages (the user's stored language is used). */

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

const hello = {
  es: (n?: string | null) => (n ? `Hola, ${n}:` : 'Hola:'),
  en: (n?: string | null) => (n ? `Hello ${n},` : 'Hello,'),
  no: (n?: string | null) => (n ? `Hei, ${n}!` : 'Hei!'),
};

export function verifyEmailMail(lang: Language, o: { to: string; firstName?: string | null; code: string; url: string }): MailMessage {
  const m: Record<Language, Mail> = {
    es: {
      subject: `Tu código de Vedmarked: ${o.code}`,
      lines: [
        hello.es(o.firstName),
        `Tu código de verificación es: ${o.code}`,
        'Escríbelo en la página de confirmación o abre el enlace para confirmar tu correo.',
      ],
      action: { label: 'Confirmar mi correo', url: o.url },
      footer: `El código vale ${VERIFY_CODE_TTL_HOURS} horas. Si no te has registrado en Vedmarked, ignora este correo.`,
    },
    en: {
      subject: `Your Vedmarked code: ${o.code}`,
      lines: [hello.en(o.firstName), `Your verification code is: ${o.code}`, 'Type it on the confirmation page, or open the link to confirm your e-mail.'],
      action: { label: 'Confirm my e-mail', url: o.url },
      footer: `The code is valid for ${VERIFY_CODE_TTL_HOURS} hours. If you did not register at Vedmarked, ignore this e-mail.`,
    },
    no: {
      subject: `Din Vedmarked-kode: ${o.code}`,
      lines: [
        hello.no(o.firstName),
        `Bekreftelseskoden din er: ${o.code}`,
        'Skriv den inn på bekreftelsessiden, eller åpne lenken for å bekrefte e-posten din.',
      ],
      action: { label: 'Bekreft e-posten min', url: o.url },
      footer: `Koden gjelder i ${VERIFY_CODE_TTL_HOURS} timer. Har du ikke registrert deg hos Vedmarked, kan du se bort fra denne e-posten.`,
    },
  };
  return render(o.to, 'verify-email', m[lang]);
}

export function resetPasswordMail(lang: Language, o: { to: string; firstName?: string | null; url: string }): MailMessage {
  const m: Record<Language, Mail> = {
    es: {
      subject: 'Elige una contraseña nueva para Vedmarked',
      lines: [hello.es(o.firstName), 'Hemos recibido una solicitud para cambiar la contraseña de tu cuenta.'],
      action: { label: 'Elegir contraseña nueva', url: o.url },
      footer: `El enlace funciona una sola vez y caduca en ${RESET_TOKEN_TTL_MINUTES} minutos. Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.`,
    },
    en: {
      subject: 'Choose a new Vedmarked password',
      lines: [hello.en(o.firstName), 'We received a request to change the password of your account.'],
      action: { label: 'Choose a new password', url: o.url },
      footer: `The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes. If you did not ask for it, ignore this e-mail: your password stays the same.`,
    },
    no: {
      subject: 'Velg et nytt passord for Vedmarked',
      lines: [hello.no(o.firstName), 'Vi har fått en forespørsel om å endre passordet til kontoen din.'],
      action: { label: 'Velg nytt passord', url: o.url },
      footer: `Lenken virker én gang og utløper om ${RESET_TOKEN_TTL_MINUTES} minutter. Har du ikke bedt om dette, kan du se bort fra e-posten: passordet ditt er uendret.`,
    },
  };
  return render(o.to, 'reset-password', m[lang]);
}

export function passwordChangedMail(lang: Language, o: { to: string; firstName?: string | null; url: string }): MailMessage {
  const m: Record<Language, Mail> = {
    es: {
      subject: 'Tu contraseña de Vedmarked ha cambiado',
      lines: [hello.es(o.firstName), 'La contraseña de tu cuenta acaba de cambiar y se han cerrado las demás sesiones.'],
      action: { label: 'No he sido yo: recuperar la cuenta', url: o.url },
      footer: 'Si has sido tú, no tienes que hacer nada.',
    },
    en: {
      subject: 'Your Vedmarked password was changed',
      lines: [hello.en(o.firstName), 'The password of your account was just changed, and your other sessions were signed out.'],
      action: { label: 'It was not me: recover the account', url: o.url },
      footer: 'If it was you, there is nothing to do.',
    },
    no: {
      subject: 'Passordet ditt hos Vedmarked er endret',
      lines: [hello.no(o.firstName), 'Passordet til kontoen din ble nettopp endret, og de andre øktene dine er logget ut.'],
      action: { label: 'Det var ikke meg: gjenopprett kontoen', url: o.url },
      footer: 'Var det deg, trenger du ikke gjøre noe.',
    },
  };
  return render(o.to, 'password-changed', m[lang]);
}
