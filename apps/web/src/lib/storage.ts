import { useSyncExternalStore } from 'react';

/**
 * Stored client settings of spec section 3, in localStorage under "vm." keys.
 * Components read them with useStored(), so a change re-renders every reader (and other tabs).
 */
export interface StoredSettings {
  accessToken: string | null;
  sessionId: string | null;
  sessionIdExpiresAt: number | null;
  language: 'es' | 'en' | 'no' | null;
  postcode: string | null;
  addressCity: string | null;
  addressStreet: string | null;
  promoCode: string | null;
  productExtraCost: number | null;
  groupOrderDateFrom: string | null;
  groupOrderDateTo: string | null;
  groupOrderVendorId: number | null;
  deliveryPeriod: string | null;
  services: string[] | null;
  customerDetails: Record<string, unknown> | null;
  registerToken: string | null;
  joyrideCompany: boolean | null;
  user: StoredUser | null;
}

export interface StoredUser {
  id: number;
  email: string;
  role: string;
  firstName: string | null;
  lastName: string | null;
  impersonatedBy?: number | null;
}

type Key = keyof StoredSettings;
const PREFIX = 'vm.';
const listeners = new Set<() => void>();
const cache = new Map<Key, unknown>();

function read<K extends Key>(key: K): StoredSettings[K] {
  if (cache.has(key)) return cache.get(key) as StoredSettings[K];
  let value: unknown = null;
  try {
    const raw = localStorage.getItem(PREFIX + key);
    value = raw === null ? null : JSON.parse(raw);
  } catch {
    value = null;
  }
  cache.set(key, value);
  return value as StoredSettings[K];
}

/** A cookie that mirrors a value: a year, or with `session` until the browser session ends. */
interface MirroredCookie {
  name: string;
  valid: RegExp;
  session?: boolean;
}

/**
 * The postcode and the chosen language are also first-party cookies (vm_postcode, vm_language; a
 * year), so that the server draws a public page with the visitor's own offers (decision 0052) and,
 * on a path that names no language, in the visitor's language (decision 0058). Nothing else stored
 * here goes to the server this way; a value kept elsewhere is mirrored with mirrorCookie (the
 * postcode dialog put off, features/storefront/lib/postcode-prompt.ts).
 */
const COOKIES: Partial<Record<Key, MirroredCookie>> = {
  postcode: { name: 'vm_postcode', valid: /^\d{4}$/ },
  language: { name: 'vm_language', valid: /^(es|en|no)$/ },
};

/**
 * Writes a value to its first-party cookie (Path=/, SameSite=Lax, Secure on https) for the server
 * to read, if it is a string that the cookie's `valid` accepts; clears the cookie otherwise. A
 * session cookie has no Max-Age, so the browser drops it when its session ends.
 */
export function mirrorCookie(cookie: MirroredCookie, value: unknown) {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const lifetime = cookie.session ? '' : '; Max-Age=31536000';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop supports (Firefox); one fixed, validated value.
  document.cookie =
    typeof value === 'string' && cookie.valid.test(value)
      ? `${cookie.name}=${value}; Path=/${lifetime}; SameSite=Lax${secure}`
      : `${cookie.name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

function mirror(key: Key, value: unknown) {
  const cookie = COOKIES[key];
  if (cookie) mirrorCookie(cookie, value);
}

export const storage = {
  get: read,
  set<K extends Key>(key: K, value: StoredSettings[K]) {
    cache.set(key, value);
    mirror(key, value);
    try {
      if (value === null || value === undefined) localStorage.removeItem(PREFIX + key);
      else localStorage.setItem(PREFIX + key, JSON.stringify(value));
    } catch {
      // storage full or blocked: the in-memory value still holds for this tab
    }
    for (const l of listeners) l();
  },
  remove(...keys: Key[]) {
    for (const k of keys) storage.set(k, null);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  // A value stored before its cookie existed (or the cookie expired): mirror it again.
  for (const [key, cookie] of Object.entries(COOKIES) as [Key, MirroredCookie][]) {
    if (!document.cookie.includes(`${cookie.name}=`) && read(key)) mirror(key, read(key));
  }
  window.addEventListener('storage', (e) => {
    if (!e.key?.startsWith(PREFIX)) return;
    cache.delete(e.key.slice(PREFIX.length) as Key);
    for (const l of listeners) l();
  });
}

/**
 * What a server-rendered page was drawn with (decision 0058): the server's render (entry-server.tsx)
 * and the client's hydration (app/start.tsx) both read these in their first render, so they draw
 * the same page; after hydration every reader gets the stored value. Nothing else is known to the server.
 */
const serverValues = new Map<Key, unknown>();

export function setServerSnapshot(values: Partial<StoredSettings>) {
  serverValues.clear();
  for (const [k, v] of Object.entries(values)) serverValues.set(k as Key, v);
}

export function useStored<K extends Key>(key: K): StoredSettings[K] {
  return useSyncExternalStore(
    storage.subscribe,
    () => read(key),
    () => (serverValues.get(key) ?? null) as StoredSettings[K],
  );
}
