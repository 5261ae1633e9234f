import { coverageWaitlist, outbox } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createVendor } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();

const post = (url: string, payload: object, token?: string, lang = 'en') =>
  app.inject({ method: 'POST', url, payload, headers: { 'x-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

const hubAt = (postcode: string, over: Record<string, unknown> = {}) => ({
  name: 'Nordkapp',
  street: 'Havnegata 1',
  postcode,
  radius_km: 20,
  standard_delivery_cost: 90000,
  carry_price: 0,
  delivery_areas: [{ radius_km: 10, price: 50000 }],
  working_schedule: {},
  ...over,
});

const mailsTo = (email: string) => app.db.select().from(outbox).where(eq(outbox.recipient, email));

describe('the no-vendor waiting list', () => {
  it('e-mails each person waiting at a postcode once, in their language, when a vendor starts delivering there', async () => {
    // Nobody delivers to 9990 Båtsfjord; two people leave their e-mail there, one in Norwegian.
    const ask = await post('/api/products/notify-me', { email: 'Ola@Example.no', postcode: '9990' }, undefined, 'no');
    expect(ask.statusCode).toBe(200);
    expect((await post('/api/products/notify-me', { email: 'ana@example.es', postcode: '9990' }, undefined, 'es')).statusCode).toBe(200);
    // Someone waiting far away is not told.
    expect((await post('/api/products/notify-me', { email: 'far@example.no', postcode: '4005' }, undefined, 'en')).statusCode).toBe(200);

    const v = await createVendor(app, { name: 'Finnmark Ved' });
    const { token } = await app.issueToken(v.user.id);
    const res = await post('/api/vendor/hub/add', hubAt('9990'), token);
    expect(res.statusCode, res.body).toBe(200);

    const [ola] = await mailsTo('ola@example.no');
    expect(ola?.subject).toBe('Gode nyheter: nå kan vi levere ved til 9990');
    expect(ola?.bodyText).toContain('9990');
    expect(ola?.bodyText).toMatch(/Nå gjør .+ det\./);
    const [ana] = await mailsTo('ana@example.es');
    expect(ana?.subject).toBe('Buenas noticias: ya se puede entregar leña en 9990');
    expect(await mailsTo('far@example.no')).toHaveLength(0);
    const rows = await app.db.select().from(coverageWaitlist).where(eq(coverageWaitlist.postcode, '9990'));
    expect(rows.every((r) => r.notifiedAt !== null)).toBe(true);

    // A later change of the hub does not e-mail them again.
    const hubId = res.json().data.id as number;
    expect((await post(`/api/vendor/hub/update/${hubId}`, hubAt('9990', { radius_km: 30 }), token)).statusCode).toBe(200);
    expect(await mailsTo('ola@example.no')).toHaveLength(1);
    expect(await mailsTo('ana@example.es')).toHaveLength(1);
  });

  it('tells nobody while the hub is switched off, and tells them when it is switched on', async () => {
    expect((await post('/api/products/notify-me', { email: 'kari@example.no', postcode: '9950' }, undefined, 'en')).statusCode).toBe(200);
    const v = await createVendor(app);
    const { token } = await app.issueToken(v.user.id);
    const res = await post('/api/vendor/hub/add', hubAt('9950', { active: false }), token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await mailsTo('kari@example.no')).toHaveLength(0);
    const on = await post(`/api/vendor/hub/change-status/${res.json().data.id}`, { active: true }, token);
    expect(on.statusCode, on.body).toBe(200);
    const mails = await mailsTo('kari@example.no');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Good news: firewood can now be delivered to 9950');
  });
});
