import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import type { Db } from '@vedmarked/db';
import { type AnswerFootprint, type ChangedVendor, changeMayAffect, footprintBytes } from '@vedmarked/domain';
import { type CatalogSnapshot, loadCatalogSnapshot, type SnapshotOffer, type SnapshotVendor } from './catalog-snapshot.ts';
import { type AnswerKey, catalogueAnswer } from './catalog.service.ts';
import { ByteLru } from './response-cache.ts';
import type { CoverageRow } from './coverage-rows.ts';
import { patchVendors } from './snapshot-patch.ts';

const gzipAsync = promisify(gzip);

/** The per-process cache of serialized catalogue answers (see catalog.http.ts). */

const FALSE_TAIL = Buffer.from('"updateCart":false}}');
const TRUE_TAIL = Buffer.from('"updateCart":true}}');

interface Variant {
  gzip: Buffer;
  identity?: Buffer;
}

/** One serialized answer: the envelope JSON ending in updateCart, gzipped; other forms made on first use. */
export class CachedAnswer {
  /** 'stale' mode: a change has altered what this answer shows; it is served until its rebuild is in (decision 0056). */
  stale = false;
  readonly #plain: Variant;
  #update?: Promise<Variant>;
  #updateBytes = 0;
  #derived?: Promise<unknown>;
  #derivedBytes = 0;

  constructor(
    gz: Buffer,
    /** The postcode asked about (null: the "from" prices of the whole market). */
    readonly postcode: string | null,
    /** What the answer was built from: the vendors shown and each product's best offer. */
    readonly footprint: AnswerFootprint,
    readonly onGrow: () => void,
  ) {
    this.#plain = { gzip: gz };
  }

  get bytes(): number {
    return this.#plain.gzip.length + (this.#plain.identity?.length ?? 0) + this.#updateBytes + this.#derivedBytes + footprintBytes(this.footprint);
  }

  /**
   * A value worked out from the answer once and kept with it (the server's copy of a public page
   * reads the postcode's offers from it: postcode-offers.ts), its size counted in the cache's bytes.
   * One kind of value per answer: every caller passes the same `make`.
   */
  derived<T>(make: (answer: CachedAnswer) => Promise<{ value: T; bytes: number }>): Promise<T> {
    if (!this.#derived) {
      const making = make(this).then(({ value, bytes }) => {
        this.#derivedBytes = bytes;
        this.onGrow();
        return value;
      });
      // A failure is not kept: the next caller tries again.
      making.catch(() => {
        if (this.#derived === making) this.#derived = undefined;
      });
      this.#derived = making;
    }
    return this.#derived as Promise<T>;
  }

  /** The response body when it is already made (the usual case), else undefined: see body(). */
  ready(updateCart: boolean, gzipped: boolean): Buffer | undefined {
    if (updateCart) return undefined;
    return gzipped ? this.#plain.gzip : this.#plain.identity;
  }

  /** The response body: with updateCart true or false, gzipped or not. */
  async body(updateCart: boolean, gzipped: boolean): Promise<Buffer> {
    const v = updateCart ? await this.#withUpdate() : this.#plain;
    if (gzipped) return v.gzip;
    if (!v.identity) {
      v.identity = gunzipSync(v.gzip);
      if (!updateCart) this.onGrow();
    }
    return v.identity;
  }

  #withUpdate(): Promise<Variant> {
    this.#update ??= (async () => {
      const plain = this.#plain.identity ?? gunzipSync(this.#plain.gzip);
      if (!plain.subarray(plain.length - FALSE_TAIL.length).equals(FALSE_TAIL)) throw new Error('catalogue answer does not end in updateCart');
      const identity = Buffer.concat([plain.subarray(0, plain.length - FALSE_TAIL.length), TRUE_TAIL]);
      const v = { gzip: await gzipAsync(identity), identity };
      this.#updateBytes = v.gzip.length + identity.length;
      this.onGrow();
      return v;
    })();
    return this.#update;
  }
}

/** The cache key of a question (limit does not matter without a postcode: there is no by_vendor list). */
const answerId = (key: AnswerKey) => `${key.postcode?.code ?? '-'}|${key.postcode ? key.limit : 0}|${key.lang}|${key.extraCost}`;

/**
 * What a catalogue notification says (migration 0019_targeted-catalog-notify): the vendors whose
 * part changed, or null for "everything" (`{}`, or anything else it cannot read).
 */
export function changedVendors(payload: unknown): number[] | null {
  const ids = (payload as { vendors?: unknown } | null)?.vendors;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isSafeInteger(id) && id > 0)) return null;
  return ids as number[];
}

/** A changed vendor as the patched snapshot has it, what differs from before, and its coverage row at a postcode now. */
function vendorNow(before: CatalogSnapshot, now: CatalogSnapshot, id: number, coverage: Map<string, CoverageRow> | undefined) {
  const vendor = now.vendors.get(id);
  const old = before.vendors.get(id);
  const offerKey = (o: SnapshotOffer | undefined) => (o ? `${o.id}:${o.price}:${o.inStock}` : '');
  const oldOffers = new Map(old?.offers.map((o) => [o.productId, o]));
  const offers = new Map(vendor?.offers.map((o) => [o.productId, o]));
  const changedProducts = new Set<number>();
  for (const p of new Set([...oldOffers.keys(), ...offers.keys()])) if (offerKey(oldOffers.get(p)) !== offerKey(offers.get(p))) changedProducts.add(p);
  const fields = (v: SnapshotVendor | undefined, snap: CatalogSnapshot) =>
    v
      ? JSON.stringify([v.name, v.slug, v.description, v.currency, v.minOrderPrice, (snap.vendorHubs.get(id) ?? []).map((h) => [h, snap.hubCities.get(h)])])
      : '';
  const change: ChangedVendor = {
    id,
    hasFuel: (vendor?.fuelOffers.length ?? 0) > 0,
    offers,
    sameHeader: fields(old, before) === fields(vendor, now),
    changedProducts,
    changedFuel: [...changedProducts].some((p) => now.products.get(p)?.categoryType === 'fuel'),
  };
  const rowAt = (postcode: string) => {
    const row = vendor ? coverage?.get(postcode) : undefined;
    return row && now.hubCities.has(row.hubId) ? row : null;
  };
  return { mayAffect: (answer: CachedAnswer) => changeMayAffect(answer.footprint, change, rowAt(answer.postcode!)) };
}

/**
 * The storefront's reading side, per API process: the catalogue snapshot and a bounded LRU of
 * serialized answers per (postcode, limit, language, group extra cost).
 *
 * A change of some vendors (`invalidateVendors`) drops the "from" prices, replaces the vendors' part
 * of the snapshot, then drops the answers those vendors can change as they are now (shown there,
 * the cheapest of a product there, or able to become either: changeMayAffect, decision 0054),
 * before that new snapshot is handed to anyone. Anything else (`invalidate`) drops the snapshot and
 * every answer. Either way the version goes up, and work that started before it is never cached.
 *
 * While a vendor change is read in, new requests wait for it (`patch: 'wait'`), or (`'stale'`,
 * decision 0056) go on being answered from the snapshot and cached answers they would have had just
 * before the change was heard; when it lands, the answers the change alters are marked stale,
 * served once more and rebuilt behind that request.
 */
export class Storefront {
  #version = 0;
  #snapshot: Promise<CatalogSnapshot> | undefined;
  /** The loaded snapshot of the current version, for the synchronous fast path. */
  #loaded: CatalogSnapshot | undefined;
  readonly #cache: ByteLru<CachedAnswer> | null;
  readonly #inflight = new Map<string, Promise<CachedAnswer>>();
  /** Counters for tests and diagnostics. */
  readonly stats = {
    hits: 0,
    misses: 0,
    snapshotLoads: 0,
    invalidations: 0,
    partialInvalidations: 0,
    snapshotPatches: 0,
    /** Answers a vendor change dropped ('wait') or marked stale ('stale'). */
    answersDropped: 0,
    /** From hearing a vendor change to its patched snapshot being ready, summed: the time new requests wait. */
    patchWaitMs: 0,
  };

  constructor(
    readonly db: Db,
    cacheBytes: number,
    readonly patch: 'wait' | 'stale' = 'wait',
  ) {
    this.#cache = cacheBytes > 0 ? new ByteLru<CachedAnswer>(cacheBytes, (a) => a.bytes) : null;
  }

  get version(): number {
    return this.#version;
  }

  get cachedAnswers(): number {
    return this.#cache?.size ?? 0;
  }

  /** What the cached answers hold, with what was worked out from them (for tests and diagnostics). */
  get cacheBytes(): number {
    return this.#cache?.bytes ?? 0;
  }

  /** A catalogue notification's payload: see changedVendors. */
  heard(payload: unknown): void {
    const vendorIds = changedVendors(payload);
    if (vendorIds) this.invalidateVendors(vendorIds);
    else this.invalidate();
  }

  /** Everything may have changed: drop the snapshot and every answer. */
  invalidate(): void {
    this.#version++;
    this.stats.invalidations++;
    this.#snapshot = undefined;
    this.#loaded = undefined;
    this.#inflight.clear();
    this.#cache?.clear();
  }

  /** Only these vendors' part changed (their offers, hubs, delivery areas, coverage, terms). */
  invalidateVendors(vendorIds: readonly number[]): void {
    this.#version++;
    this.stats.partialInvalidations++;
    const ids = [...new Set(vendorIds)];
    this.#drop((a) => a.postcode === null);
    const base = this.#snapshot;
    // 'stale' keeps serving the loaded snapshot (and its answers) until the patched one is in.
    if (this.patch === 'wait' || !base) this.#loaded = undefined;
    if (!base) {
      // Nothing loaded, so nothing should be cached; the next request loads the snapshot.
      this.#cache?.clear();
      return;
    }
    const version = this.#version;
    const heardAt = performance.now();
    const patching = base
      .then(async (before) => {
        const { snapshot, coverage } = await patchVendors(this.db, before, ids, version);
        const changed = ids.map((id) => vendorNow(before, snapshot, id, coverage.get(id)));
        const affected = (a: CachedAnswer) => a.postcode !== null && changed.some((v) => v.mayAffect(a));
        if (this.patch === 'stale') this.#markStale(affected);
        else this.#drop(affected);
        this.stats.snapshotPatches++;
        // Requests that arrived since the change was heard waited for this ('wait'), or were answered from before it ('stale').
        this.stats.patchWaitMs += performance.now() - heardAt;
        return snapshot;
      })
      .catch(() => {
        // The snapshot under it, the patch or the drop failed: start over.
        this.#loaded = undefined;
        this.#cache?.clear();
        this.stats.snapshotLoads++;
        return loadCatalogSnapshot(this.db, version);
      });
    this.#track(patching);
  }

  #drop(test: (answer: CachedAnswer) => boolean): void {
    if (!this.#cache) return;
    for (const [id, answer] of this.#cache.entries()) {
      if (!test(answer)) continue;
      this.#cache.delete(id);
      this.stats.answersDropped++;
    }
  }

  /** 'stale' mode: the answers a change alters stay, marked, until each is asked for and rebuilt. */
  #markStale(test: (answer: CachedAnswer) => boolean): void {
    if (!this.#cache) return;
    for (const [, answer] of this.#cache.entries()) {
      if (answer.stale || !test(answer)) continue;
      answer.stale = true;
      this.stats.answersDropped++;
    }
  }

  /** Makes a loading (or patching) snapshot the current one. */
  #track(loading: Promise<CatalogSnapshot>): Promise<CatalogSnapshot> {
    this.#snapshot = loading;
    loading.then(
      (snap) => {
        if (this.#snapshot === loading) this.#loaded = snap;
      },
      () => {
        if (this.#snapshot === loading) this.#snapshot = undefined;
      },
    );
    return loading;
  }

  /** The snapshot of the current version (loaded once per version, shared by concurrent requests). */
  snapshot(): Promise<CatalogSnapshot> {
    if (this.#snapshot) return this.#snapshot;
    this.stats.snapshotLoads++;
    return this.#track(loadCatalogSnapshot(this.db, this.#version));
  }

  /** The snapshot of the current version if it is loaded (no waiting), else undefined. */
  loadedSnapshot(): CatalogSnapshot | undefined {
    return this.#loaded;
  }

  /**
   * The cached answer to a question, if there is one for the snapshot's version (or, while a patch
   * is read in 'stale', for the snapshot still served).
   */
  cached(snap: CatalogSnapshot, key: AnswerKey): CachedAnswer | undefined {
    if ((snap.version !== this.#version && snap !== this.#loaded) || !this.#cache) return undefined;
    const hit = this.#cache.get(answerId(key));
    if (!hit) return undefined;
    this.stats.hits++;
    // A stale answer is served once more while its rebuild runs (one per question at a time).
    if (hit.stale && snap.version === this.#version) void this.#build(snap, key).catch(() => this.#cache?.delete(answerId(key)));
    return hit;
  }

  /**
   * The serialized answer for a question, from the cache or built now from the given snapshot.
   * It is cached (and shared with concurrent askers) only under the snapshot's version, so a
   * request that began after a change never gets an answer built from data older than it.
   */
  async answer(snap: CatalogSnapshot, key: AnswerKey): Promise<CachedAnswer> {
    return this.cached(snap, key) ?? this.#build(snap, key);
  }

  /** Builds the answer from the snapshot (shared with concurrent askers), caching it under the snapshot's version. */
  async #build(snap: CatalogSnapshot, key: AnswerKey): Promise<CachedAnswer> {
    const id = answerId(key);
    const flightId = `${snap.version}:${id}`;
    const pending = this.#inflight.get(flightId);
    if (pending) return pending;
    this.stats.misses++;
    const work = (async () => {
      const { data, footprint } = await catalogueAnswer(this.db, snap, key);
      const json = JSON.stringify({ success: true, data: { ...data, updateCart: false } });
      // Resizing whatever the cache holds under the key is right whichever answer that is.
      const answer = new CachedAnswer(await gzipAsync(Buffer.from(json)), key.postcode?.code ?? null, footprint, () => this.#cache?.resize(id));
      if (this.#version === snap.version) this.#cache?.set(id, answer);
      return answer;
    })();
    this.#inflight.set(flightId, work);
    try {
      return await work;
    } finally {
      if (this.#inflight.get(flightId) === work) this.#inflight.delete(flightId);
    }
  }
}
