import { estimatedRoadMetres, estimatedSeconds, estimatedTravelTable, type LatLon } from '@vedmarked/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { OsrmError, osrmTravel, travelProviderFor, travelWithFallback } from '../osrm.ts';
import { fixture, type Recorded, recordedServer } from './recorded-server.ts';

/** Alnabru (0668, the hub), Oslo (0150), Lysaker (1366), Lillestrøm (2000): the recorded table's points. */
const POINTS: LatLon[] = [
  { lat: 59.9271, lon: 10.8458 },
  { lat: 59.8906, lon: 10.7128 },
  { lat: 59.9081, lon: 10.6285 },
  { lat: 59.9575, lon: 11.0579 },
];
const oslo = fixture('osrm-table-oslo.json');

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve(answer: (url: URL) => Recorded) {
  const server = await recordedServer(answer);
  close = server.close;
  return server;
}

const coordsOf = (url: URL) =>
  decodeURIComponent(url.pathname.split('/').at(-1)!)
    .split(';')
    .map((c) => c.split(',').map(Number) as [number, number]);

/**
 * Answers any table request from the recorded 4 × 4 table, picking the rows and columns of the
 * coordinates asked for: what a real server does with sources and destinations.
 */
function fromRecordedTable(url: URL, body = oslo): Recorded {
  const coords = coordsOf(url);
  const index = coords.map(([lon, lat]) => POINTS.findIndex((p) => Math.abs(p.lon - lon) < 1e-6 && Math.abs(p.lat - lat) < 1e-6));
  const sources = (url.searchParams.get('sources') ?? '').split(';').map((i) => index[Number(i)]!);
  const destinations = (url.searchParams.get('destinations') ?? '').split(';').map((i) => index[Number(i)]!);
  const pick = (m: (number | null)[][]) => sources.map((r) => destinations.map((c) => m[r]![c]!));
  return { status: 200, body: { ...body, durations: pick(body.durations), ...(body.distances ? { distances: pick(body.distances) } : {}) } };
}

describe('OSRM table adapter', () => {
  it('asks the table service for durations and distances, and reads the recorded answer', async () => {
    const server = await serve(fromRecordedTable);
    const table = await osrmTravel({ baseUrl: `${server.url}/` }).table(POINTS);
    const url = server.requests[0]!;
    expect(url.pathname).toBe('/table/v1/driving/10.845800,59.927100;10.712800,59.890600;10.628500,59.908100;11.057900,59.957500');
    expect(url.searchParams.get('annotations')).toBe('duration,distance');
    expect(url.searchParams.get('sources')).toBe('0;1;2;3');
    expect(table).toMatchObject({ size: 4, source: 'osrm', estimatedCells: 0 });
    expect(Array.from(table.seconds)).toEqual([0, 781, 1093, 803, 797, 0, 668, 1150, 1122, 652, 0, 1503, 815, 1177, 1489, 0]);
    expect(table.metres[3]).toBe(14389);
    expect(table.metres[12]).toBe(14457); // Lillestrøm → Alnabru: tables need not be symmetric
  });

  it('puts a large table together from blocks no larger than the server allows', async () => {
    const server = await serve(fromRecordedTable);
    const whole = await osrmTravel({ baseUrl: server.url }).table(POINTS);
    const blocks = await osrmTravel({ baseUrl: server.url, maxTableSize: 3 }).table(POINTS);
    expect(Array.from(blocks.seconds)).toEqual(Array.from(whole.seconds));
    expect(Array.from(blocks.metres)).toEqual(Array.from(whole.metres));
    const asked = server.requests.slice(1);
    expect(asked.length).toBe(16); // blocks of one source × one destination: at most 2 locations each
    for (const url of asked) expect(coordsOf(url).length).toBeLessThanOrEqual(3);
  });

  it('on a server without distance tables (MLD), asks for durations and estimates the distances', async () => {
    const server = await serve((url) =>
      url.searchParams.get('annotations') === 'duration,distance'
        ? { status: 400, body: fixture('osrm-not-implemented.json') }
        : fromRecordedTable(url, fixture('osrm-table-oslo-durations.json')),
    );
    const provider = osrmTravel({ baseUrl: server.url });
    const table = await provider.table(POINTS);
    expect(table.seconds[1]).toBe(781);
    expect(table.metres[1]).toBe(estimatedRoadMetres(POINTS[0]!, POINTS[1]!));
    expect(table.estimatedCells).toBe(12);
    await provider.table(POINTS);
    expect(server.requests.map((u) => u.searchParams.get('annotations'))).toEqual(['duration,distance', 'duration', 'duration']);
  });

  it('estimates the cells where the server found no route, and counts them', async () => {
    const server = await serve(() => ({ status: 200, body: fixture('osrm-table-no-route.json') }));
    const island = { lat: 59.8814, lon: 10.6903 };
    const table = await osrmTravel({ baseUrl: server.url }).table([POINTS[0]!, POINTS[1]!, island]);
    expect(table.estimatedCells).toBe(4);
    expect(table.seconds[1]).toBe(781);
    const m = estimatedRoadMetres(POINTS[0]!, island);
    expect([table.metres[2], table.seconds[2]]).toEqual([m, estimatedSeconds(m)]);
  });

  it('fails with the server’s code, and the fallback provider answers the coordinate estimate instead', async () => {
    const server = await serve(() => ({ status: 400, body: fixture('osrm-too-big.json') }));
    const error = await osrmTravel({ baseUrl: server.url })
      .table(POINTS)
      .catch((e) => e);
    expect(error).toBeInstanceOf(OsrmError);
    expect(error).toMatchObject({ code: 'TooBig', message: 'OSRM answered TooBig: Too many table coordinates' });
    const errors: Error[] = [];
    const table = await travelWithFallback(osrmTravel({ baseUrl: server.url }), (e) => errors.push(e)).table(POINTS);
    expect(table.source).toBe('estimate');
    expect(Array.from(table.seconds)).toEqual(Array.from(estimatedTravelTable(POINTS).seconds));
    expect(errors).toHaveLength(1);
  });

  it('fails clearly when the server is not there or answers something else', async () => {
    const server = await serve(() => ({ status: 200, body: { code: 'Ok', durations: [[0]] } }));
    await expect(osrmTravel({ baseUrl: server.url }).table(POINTS)).rejects.toThrow('OSRM answered a table of the wrong size');
    await close?.();
    close = undefined;
    await expect(osrmTravel({ baseUrl: server.url, timeoutMs: 2000 }).table(POINTS)).rejects.toThrow(/OSRM did not answer/);
  });

  it('is used only when ROUTING_URL is set', async () => {
    expect(travelProviderFor({}).source).toBe('estimate');
    expect(travelProviderFor({ routingUrl: 'http://osrm:5000' }).source).toBe('osrm');
    expect((await travelProviderFor({}).table(POINTS)).source).toBe('estimate');
  });
});
