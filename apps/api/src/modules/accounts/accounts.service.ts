import {
  type Address,
  LIST_MAX_ROWS,
  type AddressBody,
  type CompanyProfile,
  isCompanyRole,
  MAX_IMAGES,
  orgNumberRequired,
  type Profile,
  type UpdateCompanyBody,
  type UpdateProfileBody,
} from '@vedmarked/domain';
import { addresses, addressImages, companies, counties, type Executor, orders, payments, postcodes, uploads, users, vendors } from '@vedmarked/db';
import { and, asc, count, desc, eq, inArray, isNotNull, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fieldError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { withImages } from '../../lib/with-images.ts';
import type { ImageInput } from '../../plugins/uploads.ts';
import {
  assertContactsFree,
  contactConflict,
  setHearAboutUs as setUserHearAboutUs,
  setUserSettings,
  toSignInUser,
  updateUserProfile,
  upsertCompany,
} from '../auth/index.ts';
import { ensureVendorRow } from '../delivery/index.ts';

function toCompany(c: typeof companies.$inferSelect): CompanyProfile {
  return {
    company_name: c.companyName,
    organization_number: c.organizationNumber,
    company_phone: c.companyPhone,
    invoice_email: c.invoiceEmail,
    headquarter: c.headquarter,
    internal_ref: c.internalRef,
    department: c.department,
    vat_registered: c.vatRegistered,
    bank_account: c.bankAccount,
    bank_name: c.bankName,
    newsletter: c.newsletter,
    status: c.status as CompanyProfile['status'],
  };
}

/** GET /api/{role}/profile: the signed-in user's own profile and company. */
export async function getProfile(db: Executor, userId: number): Promise<Profile> {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound('error-user-not-found');
  const u = row.user;
  return {
    ...toSignInUser(u),
    postcode: u.postcode,
    language: u.language as Profile['language'],
    hear_about_us: u.hearAboutUs,
    company: row.company ? toCompany(row.company) : null,
  };
}

/**
 * POST /api/{role}/update-profile: name, phone and answers. It also completes a registration (with
 * the register token): a company role must then name its company.
 */
export async function updateProfile(app: FastifyInstance, me: AuthUser, body: UpdateProfileBody): Promise<Profile> {
  await assertContactsFree(app.db, { phone: body.phone, exceptUserId: me.id });
  try {
    await app.db.transaction(async (tx) => {
      await updateUserProfile(tx, me.id, {
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone,
        hearAboutUs: body.hear_about_us,
        language: body.language,
      });
      const [company] = await tx.select({ name: companies.companyName }).from(companies).where(eq(companies.userId, me.id));
      if (body.company_name) {
        if (body.organization_number == null && orgNumberRequired(me.role)) throw fieldError({ organization_number: 'validation-field-required' });
        await upsertCompany(tx, me.id, { company_name: body.company_name, organization_number: body.organization_number });
      } else if (!company && isCompanyRole(me.role)) {
        throw fieldError({ company_name: 'validation-field-required' });
      }
      const name = body.company_name ?? company?.name;
      if (name) await ensureVendorRow(tx, me, name);
    });
  } catch (err) {
    throw contactConflict(err) ?? err;
  }
  return getProfile(app.db, me.id);
}

/** POST /api/{role}/update-company: the company fields of spec section 3; ends the company onboarding tour. */
export async function updateCompany(app: FastifyInstance, me: AuthUser, body: UpdateCompanyBody): Promise<Profile> {
  await app.db.transaction(async (tx) => {
    const [existing] = await tx.select({ org: companies.organizationNumber }).from(companies).where(eq(companies.userId, me.id));
    const org = body.organization_number !== undefined ? body.organization_number : existing?.org;
    if (!org && orgNumberRequired(me.role)) throw fieldError({ organization_number: 'validation-field-required' });
    await upsertCompany(tx, me.id, body);
    await ensureVendorRow(tx, me, body.company_name);
    await setUserSettings(tx, me.id, { companyTour: false });
  });
  return getProfile(app.db, me.id);
}

// ——— addresses ———

export async function listAddresses(app: FastifyInstance, userId: number, only?: number): Promise<Address[]> {
  const rows = await app.db
    .select({ a: addresses, county: counties.name })
    .from(addresses)
    .leftJoin(counties, eq(counties.id, addresses.countyId))
    .where(only ? and(eq(addresses.userId, userId), eq(addresses.id, only)) : eq(addresses.userId, userId))
    .orderBy(asc(addresses.id));
  if (rows.length === 0) return [];
  const images = await app.db
    .select({ id: addressImages.id, addressId: addressImages.addressId, uploadId: uploads.id })
    .from(addressImages)
    .innerJoin(uploads, eq(uploads.id, addressImages.uploadId))
    .where(
      inArray(
        addressImages.addressId,
        rows.map((r) => r.a.id),
      ),
    )
    .orderBy(asc(addressImages.position), asc(addressImages.id));
  return rows.map(({ a, county }) => ({
    id: a.id,
    name: a.name,
    county_id: a.countyId,
    county,
    city: a.city,
    street: a.street,
    postcode: a.postcode,
    // Address photos are private: signed links that expire (plugins/uploads.ts).
    images: images.filter((i) => i.addressId === a.id).map((i) => ({ id: i.id, url: app.uploads.signedUrl(i.uploadId) })),
  }));
}

/** The postcode must exist and the county must be one of the list; the address gets the postcode's coordinates. */
async function checkPlace(db: Executor, body: AddressBody) {
  const [pc] = await db.select({ lat: postcodes.lat, lon: postcodes.lon }).from(postcodes).where(eq(postcodes.code, body.postcode));
  const [county] = await db.select({ id: counties.id }).from(counties).where(eq(counties.id, body.county_id));
  const fields: Record<string, string> = {};
  if (!county) fields.county_id = 'error-valid-county';
  if (!pc) fields.postcode = 'message-postcode-not-found';
  if (Object.keys(fields).length) throw fieldError(fields);
  return pc!;
}

export async function addAddress(app: FastifyInstance, me: AuthUser, body: AddressBody, files: ImageInput[]): Promise<Address> {
  if (files.length > MAX_IMAGES) throw fieldError({ images: { key: 'error-upload-count', params: { max: MAX_IMAGES } } });
  const pc = await checkPlace(app.db, body);
  const id = await withImages(app, { purpose: 'address', ownerUserId: me.id }, files, (saved) =>
    app.db.transaction(async (tx) => {
      const [a] = await tx
        .insert(addresses)
        .values({
          userId: me.id,
          name: body.name ?? null,
          countyId: body.county_id,
          city: body.city,
          street: body.street,
          postcode: body.postcode,
          lat: pc.lat,
          lon: pc.lon,
        })
        .returning({ id: addresses.id });
      if (saved.length) await tx.insert(addressImages).values(saved.map((s, i) => ({ addressId: a!.id, uploadId: s.id, position: i })));
      return a!.id;
    }),
  );
  return (await listAddresses(app, me.id, id))[0]!;
}

/** An address of this user, locked for the change; another user's address is "not found". */
async function ownAddress(tx: Executor, userId: number, id: number) {
  const [a] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .for('update');
  if (!a) throw notFound('error-address-not-found');
  return a;
}

export async function updateAddress(app: FastifyInstance, me: AuthUser, id: number, body: AddressBody, files: ImageInput[]): Promise<Address> {
  const [owned] = await app.db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, me.id)));
  if (!owned) throw notFound('error-address-not-found');
  const pc = await checkPlace(app.db, body);
  await withImages(app, { purpose: 'address', ownerUserId: me.id }, files, (saved) =>
    app.db.transaction(async (tx) => {
      await ownAddress(tx, me.id, id);
      const [{ n, last } = { n: 0, last: null }] = await tx
        .select({ n: count(), last: max(addressImages.position) })
        .from(addressImages)
        .where(eq(addressImages.addressId, id));
      if (n + saved.length > MAX_IMAGES) throw fieldError({ images: { key: 'error-upload-count', params: { max: MAX_IMAGES } } });
      await tx
        .update(addresses)
        .set({
          name: body.name ?? null,
          countyId: body.county_id,
          city: body.city,
          street: body.street,
          postcode: body.postcode,
          lat: pc.lat,
          lon: pc.lon,
          updatedAt: new Date(),
        })
        .where(eq(addresses.id, id));
      const start = (last ?? -1) + 1;
      if (saved.length) await tx.insert(addressImages).values(saved.map((s, i) => ({ addressId: id, uploadId: s.id, position: start + i })));
    }),
  );
  return (await listAddresses(app, me.id, id))[0]!;
}

/** How many more images an address can take (for a quick refusal before any image is processed). */
export async function imageRoom(app: FastifyInstance, me: AuthUser, addressId: number | null): Promise<number> {
  if (addressId === null) return MAX_IMAGES;
  const [{ n } = { n: 0 }] = await app.db
    .select({ n: count() })
    .from(addressImages)
    .innerJoin(addresses, eq(addresses.id, addressImages.addressId))
    .where(and(eq(addressImages.addressId, addressId), eq(addresses.userId, me.id)));
  return MAX_IMAGES - n;
}

/** POST /api/{role}/delete-address-image/{id}: only an image of the user's own address. */
export async function deleteAddressImage(app: FastifyInstance, me: AuthUser, imageId: number): Promise<{ id: number; address_id: number }> {
  return app.db.transaction(async (tx) => {
    const [img] = await tx
      .select({ id: addressImages.id, addressId: addressImages.addressId, uploadId: addressImages.uploadId })
      .from(addressImages)
      .innerJoin(addresses, eq(addresses.id, addressImages.addressId))
      .where(and(eq(addressImages.id, imageId), eq(addresses.userId, me.id)));
    if (!img) throw notFound('error-image-not-found');
    await tx.delete(addressImages).where(eq(addressImages.id, img.id));
    await app.uploads.remove(img.uploadId, tx);
    return { id: img.id, address_id: img.addressId };
  });
}

/** POST /api/{role}/delete-address/{id}: removes an address of the user's own, with its images. */
export async function deleteAddress(app: FastifyInstance, me: AuthUser, id: number): Promise<{ id: number }> {
  return app.db.transaction(async (tx) => {
    await ownAddress(tx, me.id, id);
    const imgs = await tx.select({ uploadId: addressImages.uploadId }).from(addressImages).where(eq(addressImages.addressId, id));
    await tx.delete(addresses).where(eq(addresses.id, id));
    for (const i of imgs) await app.uploads.remove(i.uploadId, tx);
    return { id };
  });
}

// ——— reference lists, answers, settings ———

export function listCounties(db: Executor) {
  return db.select({ id: counties.id, name: counties.name }).from(counties).orderBy(asc(counties.name));
}

export const setHearAboutUs = (db: Executor, userId: number, value: string) => setUserHearAboutUs(db, userId, value);

export async function updateSettings(db: Executor, userId: number, body: { language?: 'es' | 'en' | 'no'; company_tour?: boolean }) {
  const u = await setUserSettings(db, userId, { language: body.language, companyTour: body.company_tour });
  return { language: u.language as 'es' | 'en' | 'no', company_tour: u.companyTour };
}

// ——— the customer's payments and suppliers (profile tabs) ———

export async function listPayments(db: Executor, userId: number) {
  const rows = await db
    .select({ p: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(LIST_MAX_ROWS);
  return rows.map(({ p }) => ({
    id: p.id,
    order_id: p.orderId,
    stage: p.stage,
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    method: p.method,
    deadline: p.deadline?.toISOString() ?? null,
    paid_at: p.paidAt?.toISOString() ?? null,
    invoice_number: p.invoiceNumber,
    created_at: p.createdAt.toISOString(),
  }));
}

/** The vendors the customer has ordered from. */
export async function listSuppliers(db: Executor, userId: number) {
  const rows = await db
    .select({ id: vendors.id, name: vendors.name, slug: vendors.slug, orders: count(), last: max(orders.createdAt) })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(and(eq(orders.userId, userId), isNotNull(orders.vendorId)))
    .groupBy(vendors.id, vendors.name, vendors.slug)
    .orderBy(desc(max(orders.createdAt)));
  return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, orders: r.orders, last_order_at: r.last ? new Date(r.last).toISOString() : null }));
}
