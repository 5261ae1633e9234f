import { companies } from '@vedmarked/db';
import { addDays, osloToday } from '@vedmarked/domain';
import type { FastifyInstance } from 'fastify';
import { signIn } from '../../../../test/helpers.ts';

/** A wholesaler with company details (name and organisation number), signed in. */
export async function signInWholesaler(app: FastifyInstance, companyName = 'Skog AS') {
  const w = await signIn(app, { role: 'wholesaler' });
  await app.db.insert(companies).values({ userId: w.user.id, companyName, organizationNumber: '923456783', status: 'confirmed' });
  return w;
}

const today = osloToday();
export const soon = (days: number) => addDays(today, days);

/** A complete round-timber listing as the form sends it (text fields). */
export function timberFields(over: Record<string, string> = {}): Record<string, string> {
  return {
    product_type: 'round-timber',
    wood_type: 'spruce',
    amount: '100',
    minimum_order_amount: '10',
    price_per_unit: '45000',
    min_diameter_cm: '20',
    max_diameter_cm: '40',
    curving: '1',
    vsys_number: 'V-123',
    chopped_date_from: soon(-30),
    chopped_date_to: soon(-20),
    shipped_date_from: soon(5),
    shipped_date_to: soon(60),
    days_to_deliver: '7',
    description: 'Gran, fin kvalitet',
    street: 'Skogveien 1',
    postcode: '0150',
    active: '1',
    ...over,
  };
}

/** A multipart form: text fields, then the files as images[]. */
export function multipart(fields: Record<string, string>, files: Buffer[] = []) {
  const boundary = `----listing${Date.now().toString(36)}`;
  const chunks = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const body = Buffer.concat([
    Buffer.from(chunks.join('')),
    ...files.flatMap((data, i) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="photo-${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

export function sendForm(app: FastifyInstance, url: string, f: ReturnType<typeof multipart>, headers: Record<string, string>, lang = 'en') {
  return app.inject({ method: 'POST', url, payload: f.body, headers: { ...headers, 'content-type': f.type, 'x-language': lang } });
}
