import { isVendorRole, type Role } from '@vedmarked/domain';
import { type Executor, vendors } from '@vedmarked/db';
import { eq } from 'drizzle-orm';

/** The delivery module owns vendors: a vendor's shop face and its delivery terms. */

/** Slug letters: Norwegian letters spelt out, anything else a hyphen, at most 40 characters. */
const SLUG_MAX = 40;
function slugify(s: string): string {
  return (
    s
      .toLowerCase()
      .normalize('NFKD')
      .replace(/ø/g, 'o')
      .replace(/æ/g, 'ae')
      .replace(/å/g, 'a')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, SLUG_MAX) || 'vendor'
  );
}

/** A vendor account has a vendors row (the shop's face) once its company name is known. */
export async function ensureVendorRow(tx: Executor, user: { id: number; role: string }, companyName: string): Promise<void> {
  if (!isVendorRole(user.role as Role)) return;
  const [existing] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.userId, user.id)).limit(1);
  if (existing) return;
  const slug = `${slugify(companyName)}-${user.id}`;
  await tx
    .insert(vendors)
    .values({ userId: user.id, name: companyName, slug, isTransporter: user.role === 'vendor-transporter' })
    .onConflictDoNothing();
}

/** The vendor also transports (or no longer does). */
export async function setTransporter(tx: Executor, vendorId: number, isTransporter: boolean): Promise<void> {
  await tx.update(vendors).set({ isTransporter, updatedAt: new Date() }).where(eq(vendors.id, vendorId));
}
