import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { geocoderFor, kartverketGeocoder, postcodeCentreGeocoder } from '../geocoder.ts';
import { fixture, type Recorded, recordedServer } from './recorded-server.ts';

/** Postcode centres from packages/db/data. */
const CENTRE = { '0668': { lat: 59.9271, lon: 10.8458 }, '1415': { lat: 59.7671, lon: 10.8111 }, '0368': { lat: 59.9275, lon: 10.7128 } };

const RECORDED: Record<string, string> = {
  'Strømsveien 245': 'geonorge-sok-stromsveien-245.json',
  'Myrvollveien 5': 'geonorge-sok-myrvollveien-5.json',
  'myrvollveien 5 c': 'geonorge-sok-myrvollveien-5.json',
  Kirkeveien: 'geonorge-sok-kirkeveien.json',
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve(
  answer: (url: URL) => Recorded = (url) => ({ status: 200, body: fixture(RECORDED[url.searchParams.get('sok')!] ?? 'geonorge-sok-empty.json') }),
) {
  const server = await recordedServer(answer);
  close = server.close;
  return { ...server, geocoder: kartverketGeocoder({ baseUrl: `${server.url}/adresser/v1` }) };
}

describe('Kartverket address geocoder', () => {
  it('places an address at its own point, asking with the street, the postcode and ETRS89 coordinates', async () => {
    const { geocoder, requests } = await serve();
    const found = await geocoder.geocode({ street: ' Strømsveien 245 ', postcode: '0668' }, CENTRE['0668']);
    expect(found).toEqual({ point: { lat: 59.92748310431275, lon: 10.847129842917314 }, source: 'address', matched: 'Strømsveien 245', verified: true });
    const url = requests[0]!;
    expect(url.pathname).toBe('/adresser/v1/sok');
    expect(Object.fromEntries(url.searchParams)).toEqual({ sok: 'Strømsveien 245', postnummer: '0668', utkoordsys: '4258', treffPerSide: '10' });
  });

  it('takes the first of several entrances of one building, and the exact one when the letter is given', async () => {
    const { geocoder } = await serve();
    expect(await geocoder.geocode({ street: 'Myrvollveien 5', postcode: '1415' }, CENTRE['1415'])).toMatchObject({
      source: 'address',
      matched: 'Myrvollveien 5A',
    });
    expect(await geocoder.geocode({ street: 'myrvollveien 5 c', postcode: '1415' }, CENTRE['1415'])).toMatchObject({
      source: 'address',
      matched: 'Myrvollveien 5C',
      point: { lat: 59.78502106569645, lon: 10.799290993113777 },
    });
  });

  it('falls back to the postcode centre, and says why: several places, no such address, another postcode', async () => {
    const { geocoder } = await serve();
    expect(await geocoder.geocode({ street: 'Kirkeveien', postcode: '0368' }, CENTRE['0368'])).toEqual({
      point: CENTRE['0368'],
      source: 'postcode',
      fallbackReason: 'ambiguous',
    });
    expect(await geocoder.geocode({ street: 'Finnesikkeveien 12', postcode: '0668' }, CENTRE['0668'])).toEqual({
      point: CENTRE['0668'],
      source: 'postcode',
      fallbackReason: 'not_found',
    });
    expect(await geocoder.geocode({ street: 'Strømsveien 245', postcode: '0669' }, CENTRE['0668'])).toMatchObject({
      source: 'postcode',
      fallbackReason: 'not_found',
    });
    expect(await geocoder.geocode({ street: '  ', postcode: '0668' }, CENTRE['0668'])).toMatchObject({ source: 'postcode', fallbackReason: 'not_found' });
  });

  it('falls back when the service fails or cannot be reached, and reports the error', async () => {
    const server = await recordedServer(() => ({ status: 503, body: { message: 'Service Unavailable' } }));
    close = server.close;
    const errors: Error[] = [];
    const geocoder = kartverketGeocoder({ baseUrl: `${server.url}/adresser/v1/sok`, onError: (e) => errors.push(e) });
    expect(await geocoder.geocode({ street: 'Strømsveien 245', postcode: '0668' }, CENTRE['0668'])).toMatchObject({
      source: 'postcode',
      fallbackReason: 'unavailable',
    });
    expect(server.requests[0]!.pathname).toBe('/adresser/v1/sok');
    await server.close();
    close = undefined;
    expect(await geocoder.geocode({ street: 'Strømsveien 245', postcode: '0668' }, CENTRE['0668'])).toMatchObject({ fallbackReason: 'unavailable' });
    expect(errors).toHaveLength(2);
  });

  it('is used only when GEOCODER_URL is set; without it every stop is at its postcode centre', async () => {
    expect(await postcodeCentreGeocoder.geocode({ street: 'Strømsveien 245', postcode: '0668' }, CENTRE['0668'])).toEqual({
      point: CENTRE['0668'],
      source: 'postcode',
      fallbackReason: 'not_configured',
    });
    expect(geocoderFor({})).toBe(postcodeCentreGeocoder);
    expect(geocoderFor({ geocoderUrl: 'https://ws.geonorge.no/adresser/v1' })).not.toBe(postcodeCentreGeocoder);
  });
});

describe('configuration of the routing adapters', () => {
  it('reads ROUTING_URL and GEOCODER_URL, both optional', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vm-config-'));
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ routingUrl: undefined, geocoderUrl: undefined });
    expect(loadConfig({ DATA_DIR: dir, ROUTING_URL: '', GEOCODER_URL: '' })).toMatchObject({ routingUrl: undefined, geocoderUrl: undefined });
    expect(loadConfig({ DATA_DIR: dir, ROUTING_URL: 'http://osrm:5000', GEOCODER_URL: 'https://ws.geonorge.no/adresser/v1' })).toMatchObject({
      routingUrl: 'http://osrm:5000',
      geocoderUrl: 'https://ws.geonorge.no/adresser/v1',
    });
    expect(() => loadConfig({ DATA_DIR: dir, ROUTING_URL: 'osrm' })).toThrow(/ROUTING_URL/);
  });
});
