/**
 * Travel times from an OSRM server's table service (decision 0020), used when ROUTING_URL is set.
 *
 * GET {ROUTING_URL}/table/v1/{profile}/{lon,lat;…}?annotations=duration,distance&sources=…&destinations=…
 * answers `durations` (seconds) and `distances` (metres), row-major, `null` where no route was found.
 * - osrm-routed refuses tables above its --max-table-size (100 locations by default, code TooBig),
 *   so larger tables are asked in blocks of sources × destinations and put together.
 * - A server on the MLD algorithm may answer NotImplemented for distances: the table is then asked
 *   for durations only and the distances are estimated from coordinates.
 * - A cell with no route is estimated from coordinates (haversine × road factor at the average
 *   speed) and counted in `estimatedCells`, so the route can say its figures are partly estimated.
 * Errors (unreachable server, timeouts, other codes) throw OsrmError; travelWithFallback() turns
 * them into the coordinate estimate.
 */
import { estimatedRoadMetres, estimatedSeconds, estimatedTravelTable, type LatLon, type TravelTimeProvider } from '@vedmarked/domain';
import { z } from 'zod';

export class OsrmError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'OsrmError';
  }
}

export interface OsrmOptions {
  /** The server's address, e.g. http://osrm:5000 (ROUTING_URL). */
  baseUrl: string;
  /** The profile in the URL; osrm-routed serves one dataset whatever it says. */
  profile?: string;
  /** Locations per request: the server's --max-table-size (default 100). */
  maxTableSize?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const cells = z.array(z.array(z.number().nullable()));
const tableResponse = z.object({
  code: z.string(),
  message: z.string().optional(),
  durations: cells.optional(),
  distances: cells.optional(),
});

interface Block {
  durations: (number | null)[][];
  distances: (number | null)[][] | null;
}

export function osrmTravel(options: OsrmOptions): TravelTimeProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const profile = options.profile ?? 'driving';
  const max = Math.max(2, options.maxTableSize ?? 100);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  let distancesSupported = true;

  async function request(points: readonly LatLon[], sources: number[], destinations: number[], withDistances: boolean): Promise<Block> {
    const coords = points.map((p) => `${p.lon.toFixed(6)},${p.lat.toFixed(6)}`).join(';');
    const query = new URLSearchParams({
      annotations: withDistances ? 'duration,distance' : 'duration',
      sources: sources.join(';'),
      destinations: destinations.join(';'),
    });
    let res: Response;
    try {
      res = await doFetch(`${base}/table/v1/${encodeURIComponent(profile)}/${coords}?${query}`, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
    } catch (e) {
      throw new OsrmError(`OSRM did not answer: ${(e as Error).message}`);
    }
    let body: z.infer<typeof tableResponse>;
    try {
      body = tableResponse.parse(await res.json());
    } catch {
      throw new OsrmError(`OSRM answered HTTP ${res.status} without a table`);
    }
    if (body.code !== 'Ok') throw new OsrmError(`OSRM answered ${body.code}${body.message ? `: ${body.message}` : ''}`, body.code);
    if (!body.durations || body.durations.length !== sources.length || body.durations.some((r) => r.length !== destinations.length))
      throw new OsrmError('OSRM answered a table of the wrong size');
    const distances = withDistances && body.distances?.length === sources.length ? body.distances : null;
    return { durations: body.durations, distances };
  }

  /** One block: the table from `from` points to `to` points (indices into all points). */
  async function block(all: readonly LatLon[], from: number[], to: number[]): Promise<Block> {
    const union = [...new Set([...from, ...to])];
    const at = new Map(union.map((p, i) => [p, i]));
    const pts = union.map((i) => all[i]!);
    const sources = from.map((i) => at.get(i)!);
    const destinations = to.map((i) => at.get(i)!);
    if (distancesSupported) {
      try {
        return await request(pts, sources, destinations, true);
      } catch (e) {
        if (!(e instanceof OsrmError) || e.code !== 'NotImplemented') throw e;
        distancesSupported = false;
      }
    }
    return request(pts, sources, destinations, false);
  }

  return {
    source: 'osrm',
    async table(points) {
      const n = points.length;
      if (n <= 1) return { ...estimatedTravelTable(points), source: 'osrm', estimatedCells: 0 };
      const seconds = new Float64Array(n * n);
      const metres = new Float64Array(n * n);
      let estimatedCells = 0;
      const chunk = n <= max ? n : Math.floor(max / 2);
      const chunks: number[][] = [];
      for (let i = 0; i < n; i += chunk) chunks.push(Array.from({ length: Math.min(chunk, n - i) }, (_, k) => i + k));
      for (const from of chunks) {
        for (const to of chunks) {
          const b = await block(points, from, to);
          from.forEach((i, r) => {
            to.forEach((j, c) => {
              if (i === j) return;
              const duration = b.durations[r]![c];
              const distance = b.distances?.[r]?.[c];
              const estimate = estimatedRoadMetres(points[i]!, points[j]!);
              if (duration == null || distance == null) estimatedCells++;
              metres[i * n + j] = Math.round(distance ?? estimate);
              seconds[i * n + j] = Math.round(duration ?? estimatedSeconds(estimate));
            });
          });
        }
      }
      return { size: n, seconds, metres, source: 'osrm', estimatedCells };
    },
  };
}

/**
 * A provider that falls back to the coordinate estimate when the first one fails, and says so
 * (the table's source is then 'estimate'); `onError` hears why (for the log).
 */
export function travelWithFallback(primary: TravelTimeProvider, onError: (e: Error) => void = () => {}): TravelTimeProvider {
  return {
    source: primary.source,
    async table(points) {
      try {
        return await primary.table(points);
      } catch (e) {
        onError(e as Error);
        return estimatedTravelTable(points);
      }
    },
  };
}

/** The travel-time provider for the configuration: OSRM when ROUTING_URL is set, else the estimate. */
export function travelProviderFor(config: { routingUrl?: string }, onError?: (e: Error) => void): TravelTimeProvider {
  if (!config.routingUrl) return { source: 'estimate', table: async (points) => estimatedTravelTable(points) };
  return travelWithFallback(osrmTravel({ baseUrl: config.routingUrl }), onError);
}
