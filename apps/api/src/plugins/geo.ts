import type { TravelTimeProvider } from '@vedmarked/domain';
import fp from 'fastify-plugin';
import { type Geocoder, geocoderFor } from '../adapters/geocoder.ts';
import { travelProviderFor } from '../adapters/osrm.ts';

/**
 * Where things are and how long it takes to drive between them (decisions 0020 and 0027): the
 * travel-time provider (OSRM's table service when ROUTING_URL is set, with the coordinate estimate
 * as its fallback) and the address geocoder (Kartverket's address API when GEOCODER_URL is set,
 * else the postcode's centre). Failures are logged and fall back; they never fail a request.
 */
declare module 'fastify' {
  interface FastifyInstance {
    travel: TravelTimeProvider;
    geocoder: Geocoder;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'travel',
      travelProviderFor(app.config, (err) => app.log.warn({ err }, 'routing server failed: travel times estimated from coordinates')),
    );
    app.decorate(
      'geocoder',
      geocoderFor(app.config, (err) => app.log.warn({ err }, 'geocoder failed: the postcode centre is used')),
    );
  },
  { name: 'geo' },
);
