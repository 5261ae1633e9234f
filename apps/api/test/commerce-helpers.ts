import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createProduct, createVendor, offer } from './helpers.ts';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
/** A fresh anonymous session id (32 base-36 characters). */
export const newSession = () => Array.from(randomBytes(32), (b) => ALPHABET[b % 36]).join('');
export const idemKey = () => randomBytes(16).toString('hex');

/** A vendor at 0150 (Oslo) selling a birch sack (40 L, 120 kr), a big bag (300 kg, 2,400 kr) and gloves (150 kr). */
export async function shopWorld(app: FastifyInstance, opts: { minOrderPrice?: number; postcode?: string; stock?: number } = {}) {
  const v = await createVendor(app, { postcode: opts.postcode ?? '0150', minOrderPrice: opts.minOrderPrice ?? 0, name: 'Test Ved' });
  const sack = await createProduct(app, { weightKg: 16, format: '40L' });
  const bigBag = await createProduct(app, { weightKg: 300, format: '1000L' });
  const gloves = await createProduct(app, { categoryId: 5, weightKg: 0.5, format: null, woodType: null });
  const stock = opts.stock ?? 100;
  return {
    ...v,
    sack: await offer(app, v.vendor.id, sack.id, 12000, { stock }),
    bigBag: await offer(app, v.vendor.id, bigBag.id, 240000, { stock }),
    gloves: await offer(app, v.vendor.id, gloves.id, 15000, { stock }),
  };
}

export function inject(app: FastifyInstance) {
  return {
    get: (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: { 'x-language': 'en', ...headers } }),
  };
}

/** A valid delivery step for postcode 0150. */
export function orderForm(session: string, over: Record<string, unknown> = {}) {
  return {
    session_id: session,
    first_name: 'Kari',
    last_name: 'Nordmann',
    email: `kari-${randomBytes(4).toString('hex')}@example.no`,
    phone: `9${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`,
    delivery_street: 'Dronningens gate 15',
    delivery_city: 'Oslo',
    delivery_postcode: '0150',
    agree_terms: '1',
    ...over,
  };
}
