/** One text message to one phone number. */
export interface SmsMessage {
  to: string;
  text: string;
  template?: string;
}

/**
 * Where SMS go when a gateway is configured. A real provider (an SMS API over HTTP) implements
 * `send`; a refusal throws, and the message stays in the outbox for a retry. Without a gateway the
 * messages are kept in the outbox (read at /dev/outbox outside production).
 */
export interface SmsGateway {
  readonly name: string;
  send(msg: SmsMessage): Promise<void>;
}

/**
 * SMS_URL: an HTTP endpoint that takes `POST {"to": "+47…", "text": "…", "from": "…"}` as JSON and
 * answers 2xx when it has taken the message (most SMS APIs, or a small relay in front of one).
 * Credentials in the address (`https://user:key@sms.example/send`) go as HTTP basic auth.
 */
export function httpSmsGateway(smsUrl: string, from: string, fetchImpl: typeof fetch = fetch): SmsGateway {
  const url = new URL(smsUrl);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (url.username || url.password) {
    const user = decodeURIComponent(url.username);
    const pass = decodeURIComponent(url.password);
    headers.authorization = `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;
    url.username = '';
    url.password = '';
  }
  const endpoint = url.toString();
  return {
    name: 'http',
    async send(msg) {
      const res = await fetchImpl(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: smsNumber(msg.to), text: msg.text, from }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

/** A Norwegian number as an SMS gateway wants it: +47 and eight digits; other numbers keep their own + prefix. */
export function smsNumber(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('0047')) return `+${digits.slice(2)}`;
  if (/^\d{8}$/.test(digits)) return `+47${digits}`;
  return digits;
}
