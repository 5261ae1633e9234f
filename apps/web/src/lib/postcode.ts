import type { PostcodeEntry } from '@vedmarked/domain';
import { api } from './api.ts';
import { storage } from './storage.ts';

/**
 * Something that must agree before the stored postcode changes (the cart asks for confirmation
 * when it is not empty: spec section 4). Resolves false to keep the old postcode.
 */
export type PostcodeChangeGuard = (next: PostcodeEntry) => Promise<boolean>;
const guards = new Set<PostcodeChangeGuard>();
export function addPostcodeChangeGuard(g: PostcodeChangeGuard) {
  guards.add(g);
  return () => guards.delete(g);
}

type Listener = (entry: PostcodeEntry) => void;
const changeListeners = new Set<Listener>();
/** Features that depend on the postcode (the cart) hear about a saved change here. */
export function onPostcodeChanged(l: Listener) {
  changeListeners.add(l);
  return () => changeListeners.delete(l);
}

export function searchPostcodes(prefix: string, signal?: AbortSignal) {
  return api<PostcodeEntry[]>('/postcode/search', { query: { q: prefix }, signal });
}

/** Finds an exact code, or null when it does not exist. */
export async function findPostcode(code: string): Promise<PostcodeEntry | null> {
  const rows = await searchPostcodes(code);
  return rows.find((r) => r.code === code) ?? null;
}

/** Stores a postcode: with a city it stores the city and clears the street; without, removes both. */
export async function savePostcode(entry: PostcodeEntry): Promise<boolean> {
  if (storage.get('postcode') === entry.code) return true;
  for (const g of guards) if (!(await g(entry))) return false;
  storage.set('postcode', entry.code);
  if (entry.city) {
    storage.set('addressCity', entry.city);
    storage.set('addressStreet', null);
  } else storage.remove('addressCity', 'addressStreet');
  for (const l of changeListeners) l(entry);
  return true;
}
