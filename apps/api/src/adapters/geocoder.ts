/**
 * Where a delivery address is (issue 9, stop coordinates). With GEOCODER_URL set, the street is
 * looked up in Kartverket's open address API (Geonorge `adresser`, free for Norway):
 *
 *   GET {GEOCODER_URL}/sok?sok={street}&postnummer={postcode}&utkoordsys=4258&treffPerSide=10
 *
 * which answers `adresser`, each with `adressetekst` ("Strømsveien 245"), `postnummer` and
 * `representasjonspunkt` {epsg: "EPSG:4258", lat, lon} (ETRS89: within a metre of WGS84 in Norway).
 * The point is taken when one address matches: the exact text, else a single hit, else hits that
 * all lie within 200 m of each other (one building's entrances, "5A" and "5B"). Otherwise, and
 * without a geocoder, the postcode's centre is used and the answer says so and why, so the route
 * can show that a stop is placed by its postcode.
 */
import { haversineMetres, type LatLon } from '@vedmarked/domain';
import { z } from 'zod';

export interface AddressQuery {
  street: string;
  postcode: string;
}

export type GeocodeFallbackReason = 'not_configured' | 'not_found' | 'ambiguous' | 'unavailable';

export interface GeocodedPoint {
  point: LatLon;
  /** 'address': the address's own point; 'postcode': the postcode's centre. */
  source: 'address' | 'postcode';
  fallbackReason?: GeocodeFallbackReason;
  /** The address as the register writes it, when found. */
  matched?: string;
  /** Kartverket's stedfestingverifisert: the point was checked by hand. */
  verified?: boolean;
}

export interface Geocoder {
  /** `postcodeCentre` is the answer when the address cannot be placed. */
  geocode(query: AddressQuery, postcodeCentre: LatLon): Promise<GeocodedPoint>;
}

/** Hits closer together than this are one place (entrances of one building). */
export const SAME_PLACE_M = 200;

const address = z.object({
  adressetekst: z.string(),
  postnummer: z.string(),
  stedfestingverifisert: z.boolean().optional(),
  representasjonspunkt: z.object({ epsg: z.string(), lat: z.number(), lon: z.number() }),
});
const searchResponse = z.object({ adresser: z.array(z.unknown()) });
/** Datums whose latitude and longitude may be used as WGS84 (ETRS89 differs by well under a metre). */
const WGS84_LIKE = new Set(['EPSG:4258', 'EPSG:4326']);

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/(\d)\s+([a-zæøå])\b/g, '$1$2')
    .trim();

const fallback = (centre: LatLon, reason: GeocodeFallbackReason): GeocodedPoint => ({
  point: { lat: centre.lat, lon: centre.lon },
  source: 'postcode',
  fallbackReason: reason,
});

export function kartverketGeocoder(options: { baseUrl: string; timeoutMs?: number; fetch?: typeof fetch; onError?: (e: Error) => void }): Geocoder {
  const base = options.baseUrl.replace(/\/+$/, '').replace(/\/sok$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;
  return {
    async geocode(query, postcodeCentre) {
      const street = query.street.trim();
      if (!street) return fallback(postcodeCentre, 'not_found');
      const params = new URLSearchParams({ sok: street, postnummer: query.postcode, utkoordsys: '4258', treffPerSide: '10' });
      let hits: z.infer<typeof address>[];
      try {
        const res = await doFetch(`${base}/sok?${params}`, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const body = searchResponse.parse(await res.json());
        hits = body.adresser.flatMap((a) => {
          const parsed = address.safeParse(a);
          return parsed.success ? [parsed.data] : [];
        });
      } catch (e) {
        options.onError?.(e as Error);
        return fallback(postcodeCentre, 'unavailable');
      }
      hits = hits.filter((h) => h.postnummer === query.postcode && WGS84_LIKE.has(h.representasjonspunkt.epsg.toUpperCase()));
      if (hits.length === 0) return fallback(postcodeCentre, 'not_found');
      const wanted = normalise(street);
      const exact = hits.find((h) => normalise(h.adressetekst) === wanted);
      const first = hits[0]!;
      const onePlace = hits.every((h) => haversineMetres(h.representasjonspunkt, first.representasjonspunkt) <= SAME_PLACE_M);
      const hit = exact ?? (onePlace ? first : null);
      if (!hit) return fallback(postcodeCentre, 'ambiguous');
      return {
        point: { lat: hit.representasjonspunkt.lat, lon: hit.representasjonspunkt.lon },
        source: 'address',
        matched: hit.adressetekst,
        verified: hit.stedfestingverifisert,
      };
    },
  };
}

/** Without GEOCODER_URL every stop is placed at its postcode's centre (the answer says so). */
export const postcodeCentreGeocoder: Geocoder = {
  geocode: async (_query, centre) => fallback(centre, 'not_configured'),
};

/** The geocoder for the configuration: Kartverket's address API when GEOCODER_URL is set. */
export function geocoderFor(config: { geocoderUrl?: string }, onError?: (e: Error) => void): Geocoder {
  return config.geocoderUrl ? kartverketGeocoder({ baseUrl: config.geocoderUrl, onError }) : postcodeCentreGeocoder;
}
