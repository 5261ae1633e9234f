import { compareOffersBeforeShipping } from '@vedmarked/domain';
import { type Db, vendorCoverage } from '@vedmarked/db';
import { inArray } from 'drizzle-orm';
import { type CatalogSnapshot, hubsByVendor, readHubs, readOffers, readVendors, type SnapshotOffer, vendorsWithOffers } from './catalog-snapshot.ts';
import { type CoverageRow, readCoverage } from './coverage-rows.ts';

export interface PatchedSnapshot {
  snapshot: CatalogSnapshot;
  /** Where the vendors deliver now: per vendor, its coverage row per postcode. */
  coverage: Map<number, Map<string, CoverageRow>>;
}

/**
 * A new snapshot in which the given vendors' part (the vendor, its offers, its hubs) is read again
 * and everything else is shared with the old one, which stays as it was for whoever still holds it.
 * Read in one read-only transaction, with the vendors' coverage rows now.
 */
export async function patchVendors(db: Db, old: CatalogSnapshot, vendorIds: number[], version: number): Promise<PatchedSnapshot> {
  const { vendorRows, offerRows, hubRows, coverage } = await db.transaction(
    async (tx) => ({
      vendorRows: await readVendors(tx, vendorIds),
      offerRows: await readOffers(tx, vendorIds),
      hubRows: await readHubs(tx, vendorIds),
      coverage: await readCoverage(tx, inArray(vendorCoverage.vendorId, vendorIds)),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const changed = new Set(vendorIds);
  const fresh = vendorsWithOffers(vendorRows, offerRows, old.products);

  const vendors = new Map(old.vendors);
  for (const id of changed) vendors.delete(id);
  for (const [id, v] of fresh.vendorMap) vendors.set(id, v);

  // Only the lists of products these vendors offered before or offer now are made anew.
  const touched = new Set<number>(fresh.offers.map((o) => o.productId));
  for (const id of changed) for (const o of old.vendors.get(id)?.offers ?? []) touched.add(o.productId);
  const added = new Map<number, SnapshotOffer[]>();
  for (const o of fresh.offers) added.set(o.productId, [...(added.get(o.productId) ?? []), o]);
  const offersByProduct = new Map(old.offersByProduct);
  for (const productId of touched) {
    const kept = (old.offersByProduct.get(productId) ?? []).filter((o) => !changed.has(o.vendorId));
    offersByProduct.set(productId, kept.concat(added.get(productId) ?? []).sort(compareOffersBeforeShipping));
  }

  const hubCities = new Map(old.hubCities);
  const vendorHubs = new Map(old.vendorHubs);
  for (const id of changed) {
    for (const hubId of old.vendorHubs.get(id) ?? []) hubCities.delete(hubId);
    vendorHubs.delete(id);
  }
  for (const h of hubRows) hubCities.set(h.id, h.city);
  for (const [id, hubIds] of hubsByVendor(hubRows)) vendorHubs.set(id, hubIds);

  const byVendor = new Map<number, Map<string, CoverageRow>>(vendorIds.map((id) => [id, new Map()]));
  for (const { postcode, ...row } of coverage) byVendor.get(row.id)?.set(postcode, row);
  return {
    snapshot: { ...old, vendors, offersByProduct, hubCities, vendorHubs, version, loadedAt: new Date() },
    coverage: byVendor,
  };
}
