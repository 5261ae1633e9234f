import { NEIGHBOUR_RADIUS_M } from '../common/constants.ts';
import { haversineMetres, type LatLon } from '../geo/haversine.ts';

/** A neighbour order must be delivered within 350 m of the first order's delivery address. */
export function withinNeighbourRadius(first: LatLon, candidate: LatLon): boolean {
  return haversineMetres(first, candidate) <= NEIGHBOUR_RADIUS_M;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A neighbour code people can read aloud: "NB-" and 6 characters without 0/O or 1/I. */
export function neighbourCodeFrom(random: Uint8Array): string {
  let s = '';
  for (let i = 0; i < 6; i++) s += CODE_ALPHABET[(random[i] ?? 0) % CODE_ALPHABET.length];
  return `NB-${s}`;
}
