import { NEIGHBOUR_RADIUS_M } from '../common/constants.ts';
import { haversineMetres, type LatLon } from '../geo/haversine.ts';

/** A neighbour order must be delivered within 350 m of the first order's delivery address. */
export function withinNeighbourRadius(first: LatLon, candidate: LatLon): boolean {
  return haversineMetres(first, candidate) <= NEIGHBOUR_RADIUS_M;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Random characters in a neighbour code: 10 of 32 letters and digits, 50 bits (a guess hits one code in 10^15). */
const NEIGHBOUR_CODE_LENGTH = 10;
/** Random bytes a neighbour code is made from (one per character; 256 is a multiple of 32, so no letter is likelier). */
export const NEIGHBOUR_CODE_RANDOM_BYTES = NEIGHBOUR_CODE_LENGTH;

/**
 * A neighbour code people can read aloud: "NB-" and two groups of 5 characters without 0/O or 1/I,
 * e.g. NB-K7RQ2-XW9PD. Its 50 random bits and the per-address limit on code checks keep it from
 * being guessed (a hit would show a neighbour's first name and delivery window).
 */
export function neighbourCodeFrom(random: Uint8Array): string {
  if (random.length < NEIGHBOUR_CODE_LENGTH) throw new RangeError(`a neighbour code needs ${NEIGHBOUR_CODE_LENGTH} random bytes`);
  let s = '';
  for (let i = 0; i < NEIGHBOUR_CODE_LENGTH; i++) s += CODE_ALPHABET[random[i]! % CODE_ALPHABET.length];
  return `NB-${s.slice(0, 5)}-${s.slice(5)}`;
}
