import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rebuildCoverage } from '../coverage.ts';
import { addresses, companies, deliveryAreas, hubs, postcodes, products, users, vehicles, vendorProducts, vendors } from '../schema/index.ts';
import { CATALOGUE } from './catalog-data.ts';
import { seedMarketListings } from './demo-market.ts';
import { seedMarketOrders } from './demo-market-orders.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { loadReferenceData } from './reference.ts';

export const DEMO_PASSWORD = 'vedmarked';

/** Deterministic pseudo-random numbers, so every seeded demo is the same. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface DemoVendor {
  name: string;
  email: string;
  city: string;
  hubs: { name: string; street: string; postcode: string; radiusKm: number }[];
  minOrderPrice: number;
  focus: 'all' | 'firewood' | 'fuel';
}

export const DEMO_VENDORS: DemoVendor[] = [
  {
    name: 'Oslo Vedlager',
    email: 'oslo.vedlager@demo.vedmarked.no',
    city: 'Oslo',
    minOrderPrice: 150000,
    focus: 'all',
    hubs: [{ name: 'Alnabru', street: 'Strømsveien 245', postcode: '0668', radiusKm: 45 }],
  },
  {
    name: 'Nordmarka Ved',
    email: 'nordmarka@demo.vedmarked.no',
    city: 'Oslo',
    minOrderPrice: 100000,
    focus: 'firewood',
    hubs: [{ name: 'Maridalen', street: 'Maridalsveien 400', postcode: '0890', radiusKm: 35 }],
  },
  {
    name: 'Romerike Bjørkeved',
    email: 'romerike@demo.vedmarked.no',
    city: 'Lillestrøm',
    minOrderPrice: 120000,
    focus: 'firewood',
    hubs: [{ name: 'Lillestrøm', street: 'Nittedalsgata 12', postcode: '2000', radiusKm: 50 }],
  },
  {
    name: 'Bergen Brensel',
    email: 'bergen.brensel@demo.vedmarked.no',
    city: 'Bergen',
    minOrderPrice: 150000,
    focus: 'all',
    hubs: [{ name: 'Minde', street: 'Kanalveien 54', postcode: '5068', radiusKm: 40 }],
  },
  {
    name: 'Vestland Vedhandel',
    email: 'vestland@demo.vedmarked.no',
    city: 'Bergen',
    minOrderPrice: 90000,
    focus: 'firewood',
    hubs: [{ name: 'Åsane', street: 'Åsamyrane 80', postcode: '5116', radiusKm: 30 }],
  },
  {
    name: 'Trøndelag Ved',
    email: 'trondelag@demo.vedmarked.no',
    city: 'Trondheim',
    minOrderPrice: 120000,
    focus: 'all',
    hubs: [{ name: 'Heimdal', street: 'Industriveien 9', postcode: '7080', radiusKm: 45 }],
  },
  {
    name: 'Nidaros Pellets',
    email: 'nidaros@demo.vedmarked.no',
    city: 'Trondheim',
    minOrderPrice: 80000,
    focus: 'fuel',
    hubs: [{ name: 'Lade', street: 'Haakon VIIs gate 6', postcode: '7041', radiusKm: 40 }],
  },
  {
    name: 'Stavanger Vedsentral',
    email: 'stavanger@demo.vedmarked.no',
    city: 'Stavanger',
    minOrderPrice: 120000,
    focus: 'all',
    hubs: [{ name: 'Forus', street: 'Forusbeen 35', postcode: '4033', radiusKm: 40 }],
  },
  {
    name: 'Jæren Brenselsdepot',
    email: 'jaeren@demo.vedmarked.no',
    city: 'Bryne',
    minOrderPrice: 100000,
    focus: 'firewood',
    hubs: [{ name: 'Bryne', street: 'Storgata 20', postcode: '4340', radiusKm: 35 }],
  },
  {
    name: 'Sørlandsved',
    email: 'sorlandsved@demo.vedmarked.no',
    city: 'Kristiansand',
    minOrderPrice: 100000,
    focus: 'all',
    hubs: [{ name: 'Sørlandsparken', street: 'Barstølveien 30', postcode: '4636', radiusKm: 45 }],
  },
  {
    name: 'Tromsø Ved og Pellets',
    email: 'tromso@demo.vedmarked.no',
    city: 'Tromsø',
    minOrderPrice: 120000,
    focus: 'all',
    hubs: [{ name: 'Breivika', street: 'Stakkevollvegen 65', postcode: '9010', radiusKm: 30 }],
  },
  {
    name: 'Drammen Vedlager',
    email: 'drammen@demo.vedmarked.no',
    city: 'Drammen',
    minOrderPrice: 100000,
    focus: 'firewood',
    hubs: [{ name: 'Lierstranda', street: 'Lierstranda 40', postcode: '3015', radiusKm: 40 }],
  },
  {
    name: 'Mjøsved',
    email: 'mjosved@demo.vedmarked.no',
    city: 'Hamar',
    minOrderPrice: 100000,
    focus: 'firewood',
    hubs: [
      { name: 'Hamar', street: 'Vangsvegen 73', postcode: '2317', radiusKm: 40 },
      { name: 'Lillehammer', street: 'Industrigata 50', postcode: '2619', radiusKm: 35 },
    ],
  },
  {
    name: 'Vedmarked Transport og Ved',
    email: 'vendor.transporter@demo.vedmarked.no',
    city: 'Oslo',
    minOrderPrice: 120000,
    focus: 'firewood',
    hubs: [{ name: 'Lysaker', street: 'Lysaker torg 5', postcode: '1366', radiusKm: 40 }],
  },
];

export const DEMO_LOGINS = [
  { role: 'admin', email: 'admin@demo.vedmarked.no', note: 'separate admin sign-in' },
  { role: 'customer', email: 'kari.nordmann@demo.vedmarked.no', note: 'private customer, Oslo 0150' },
  { role: 'customer-company', email: 'innkjop@demo.vedmarked.no', note: 'company customer, Bergen 5003' },
  { role: 'vendor', email: 'oslo.vedlager@demo.vedmarked.no', note: 'vendor with a hub in Oslo' },
  { role: 'vendor', email: 'bergen.brensel@demo.vedmarked.no', note: 'vendor with a hub in Bergen' },
  { role: 'vendor-transporter', email: 'vendor.transporter@demo.vedmarked.no', note: 'vendor that also transports' },
  { role: 'transporter', email: 'transport@demo.vedmarked.no', note: 'transporter' },
  { role: 'wholesaler', email: 'tommer.ost@demo.vedmarked.no', note: 'wholesaler (round timber)' },
  { role: 'wholesaler', email: 'tommer.vest@demo.vedmarked.no', note: 'wholesaler (wholesale firewood)' },
  { role: 'round-timber-transporter', email: 'tommertransport@demo.vedmarked.no', note: 'round-timber transporter' },
] as const;

function slugify(s: string) {
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/å/g, 'a')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Organisation numbers that pass the mod-11 check, made from an 8-digit stem. */
export function orgNumberFrom(stem: number): string {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  for (let s = stem; ; s++) {
    const digits = String(s).padStart(8, '0').slice(0, 8).split('').map(Number);
    const sum = digits.reduce((acc, d, i) => acc + d * weights[i]!, 0);
    const check = 11 - (sum % 11);
    if (check === 10) continue;
    return `${digits.join('')}${check === 11 ? 0 : check}`;
  }
}

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) > 0;
}

/** Creates the demo world on an empty database. */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the demo world is one long script of inserts, read top to bottom; splitting it would only scatter the data.
export async function seedDemo(db: Db): Promise<void> {
  await loadReferenceData(db);
  const passwordHash = await hash(DEMO_PASSWORD);
  const random = rng(2026);
  const now = new Date();

  // biome-ignore lint/complexity/noExcessiveLinesPerFunction: the same script, inside its transaction.
  await db.transaction(async (tx) => {
    const productRows = await tx
      .insert(products)
      .values(
        CATALOGUE.map((p, i) => ({
          slug: p.slug,
          categoryId: p.categoryId,
          name: p.name,
          title: p.title,
          description: p.description,
          format: p.format ?? null,
          woodType: p.woodType ?? null,
          weightKg: p.weightKg,
          volumeL: p.volumeL ?? null,
          image: `/images/products/${p.slug}.svg`,
          gallery: p.gallery ?? [],
          position: i,
          // What a vendor may ask (decision 0032): half to twice the typical price.
          minPrice: Math.round(p.basePrice / 200) * 100,
          maxPrice: p.basePrice * 2,
        })),
      )
      .onConflictDoNothing()
      .returning();
    const bySlug = new Map(productRows.map((p) => [p.slug, p]));

    const person = async (
      email: string,
      role: (typeof users.$inferInsert)['role'],
      firstName: string,
      lastName: string,
      phone: string,
      extra: Partial<typeof users.$inferInsert> = {},
    ) => {
      const [u] = await tx
        .insert(users)
        .values({ email, role, firstName, lastName, phone, passwordHash, emailVerifiedAt: now, language: 'es', ...extra })
        .returning();
      return u!;
    };

    await person('admin@demo.vedmarked.no', 'admin', 'Ada', 'Admin', '+4790000001');
    const kari = await person('kari.nordmann@demo.vedmarked.no', 'customer', 'Kari', 'Nordmann', '+4790000002', {
      customerType: 'PRIVATE',
      postcode: '0150',
      loggedAt: now,
      hearAboutUs: 'friend',
    });
    await tx.insert(addresses).values({ userId: kari.id, name: 'Hjemme', street: 'Dronningens gate 15', city: 'Oslo', postcode: '0152' });
    const firm = await person('innkjop@demo.vedmarked.no', 'customer-company', 'Ola', 'Hansen', '+4790000003', {
      customerType: 'COMPANY',
      postcode: '5003',
      loggedAt: now,
    });
    await tx.insert(companies).values({
      userId: firm.id,
      companyName: 'Bryggen Kafé AS',
      organizationNumber: orgNumberFrom(91234567),
      companyPhone: '+4755000003',
      invoiceEmail: 'faktura@demo.vedmarked.no',
      headquarter: 'Bergen',
      vatRegistered: true,
      status: 'confirmed',
    });
    await tx.insert(addresses).values({ userId: firm.id, name: 'Kafé', street: 'Bryggen 15', city: 'Bergen', postcode: '5003' });

    const transporter = await person('transport@demo.vedmarked.no', 'transporter', 'Per', 'Kjører', '+4790000004', { loggedAt: now });
    await tx
      .insert(companies)
      .values({ userId: transporter.id, companyName: 'Fjordfrakt AS', organizationNumber: orgNumberFrom(92345678), status: 'confirmed' });
    await tx.insert(vehicles).values({ ownerUserId: transporter.id, carNumber: 'EL 12345', capacityKg: 3500, widthCm: 200, heightCm: 190, depthCm: 420 });
    let i = 0;
    for (const [email, first, last, company] of [
      ['tommer.ost@demo.vedmarked.no', 'Siri', 'Skog', 'Østlandet Tømmer AS'],
      ['tommer.vest@demo.vedmarked.no', 'Lars', 'Lund', 'Vestlandsskog AS'],
    ] as const) {
      const w = await person(email, 'wholesaler', first, last, `+479000001${i}`, { loggedAt: now });
      await tx.insert(companies).values({ userId: w.id, companyName: company, organizationNumber: orgNumberFrom(93456789 + i * 1000), status: 'confirmed' });
      i++;
    }
    const rtt = await person('tommertransport@demo.vedmarked.no', 'round-timber-transporter', 'Nils', 'Tømmerbil', '+4790000020', { loggedAt: now });
    await tx.insert(companies).values({ userId: rtt.id, companyName: 'Tømmerbil Nord AS', organizationNumber: orgNumberFrom(94567890), status: 'confirmed' });

    let n = 0;
    for (const v of DEMO_VENDORS) {
      n++;
      const isVt = v.email.startsWith('vendor.transporter');
      const [first, last] = v.name.split(' ');
      const u = await person(v.email, isVt ? 'vendor-transporter' : 'vendor', first ?? v.name, last ?? 'AS', `+4791${String(n).padStart(6, '0')}`, {
        loggedAt: now,
      });
      await tx.insert(companies).values({
        userId: u.id,
        companyName: `${v.name} AS`,
        organizationNumber: orgNumberFrom(95000000 + n * 1111),
        companyPhone: `+4722${String(n).padStart(6, '0')}`,
        invoiceEmail: v.email,
        headquarter: v.city,
        vatRegistered: true,
        bankAccount: `1503${String(1000000 + n).padStart(7, '0')}`,
        bankName: 'DNB',
        status: 'confirmed',
      });
      const [vendor] = await tx
        .insert(vendors)
        .values({
          userId: u.id,
          name: v.name,
          slug: slugify(v.name),
          description: `${v.name} – ${v.city}`,
          minOrderPrice: v.minOrderPrice,
          carryPrices: { sack: 1500 + Math.round(random() * 10) * 100, bigBag: 25000 + Math.round(random() * 10) * 1000 },
          isTransporter: isVt,
        })
        .returning();
      for (const h of v.hubs) {
        const [pc] = await tx.select().from(postcodes).where(sql`${postcodes.code} = ${h.postcode}`);
        if (!pc) throw new Error(`Demo hub postcode ${h.postcode} is not in the postcode list`);
        const [hub] = await tx
          .insert(hubs)
          .values({
            vendorId: vendor!.id,
            name: h.name,
            street: h.street,
            city: pc.city,
            postcode: h.postcode,
            lat: pc.lat,
            lon: pc.lon,
            radiusKm: h.radiusKm,
            standardDeliveryCost: 89000,
            carryPrice: 1500,
            workingSchedule: {
              '1': { from: '07:00', to: '20:00' },
              '2': { from: '07:00', to: '20:00' },
              '3': { from: '07:00', to: '20:00' },
              '4': { from: '07:00', to: '20:00' },
              '5': { from: '07:00', to: '20:00' },
              '6': { from: '09:00', to: '16:00' },
            },
          })
          .returning();
        const base = 39000 + Math.round(random() * 10) * 1000;
        await tx.insert(deliveryAreas).values([
          { hubId: hub!.id, radiusKm: 10, price: base },
          { hubId: hub!.id, radiusKm: Math.round(h.radiusKm * 0.5), price: base + 20000 },
          { hubId: hub!.id, radiusKm: h.radiusKm, price: base + 40000 },
        ]);
      }
      if (isVt)
        await tx.insert(vehicles).values({ ownerUserId: u.id, carNumber: `VT ${10000 + n}`, capacityKg: 3000, widthCm: 200, heightCm: 180, depthCm: 400 });
      await tx.insert(vehicles).values({ ownerUserId: u.id, carNumber: `DK ${20000 + n}`, capacityKg: 2500, widthCm: 190, heightCm: 180, depthCm: 380 });

      const offered = CATALOGUE.filter((p) => {
        if (v.focus === 'firewood') return p.categoryId === 1 || p.categoryId === 5;
        if (v.focus === 'fuel') return p.categoryId !== 1;
        return true;
      }).filter(() => random() > 0.12);
      await tx.insert(vendorProducts).values(
        offered.map((p) => ({
          vendorId: vendor!.id,
          productId: bySlug.get(p.slug)!.id,
          price: Math.round((p.basePrice * (0.88 + random() * 0.24)) / 100) * 100,
          stock: Math.round(50 + random() * 950),
        })),
      );
    }
    await rebuildCoverage(tx);
    await seedMarketListings(tx);
    await seedMarketOrders(tx);
  });
  await seedDemoOrders(db, now);
}
