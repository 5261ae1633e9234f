import { eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { postcodes, timberListings, users } from '../schema/index.ts';

/*
 * The demo world's industry market (issue 12): listings by both demo wholesalers in several
 * counties, round timber and wholesale firewood of various wood types. Amounts in m³ (timber) or
 * bags (firewood), prices in øre per unit excl. VAT. Dates follow the day the world is seeded.
 * No photos: the seed has no image files to store (a listing shows without).
 */

interface DemoListing {
  seller: string;
  productType: 'round-timber' | 'wholesale-firewood';
  woodType: string;
  postcode: string;
  street: string;
  amount: number;
  minimum: number;
  price: number;
  diameters?: [number, number];
  curving?: number;
  format?: string;
  humidity?: number;
  dryness?: string;
  /** Days from today: chopped, and ready to ship from/to. */
  chopped: [number, number];
  shipped: [number, number];
  description: string;
}

const OST = 'tommer.ost@demo.vedmarked.no';
const VEST = 'tommer.vest@demo.vedmarked.no';

export const DEMO_LISTINGS: DemoListing[] = [
  {
    seller: OST,
    productType: 'round-timber',
    woodType: 'spruce',
    postcode: '2212',
    street: 'Vennersbergvegen 10',
    amount: 400,
    minimum: 20,
    price: 52000,
    diameters: [18, 45],
    curving: 1,
    chopped: [-40, -20],
    shipped: [3, 90],
    description: 'Gran sagtømmer, lagret ved bilvei.',
  },
  {
    seller: OST,
    productType: 'round-timber',
    woodType: 'pine',
    postcode: '2630',
    street: 'Ringebu skog 2',
    amount: 250,
    minimum: 25,
    price: 48000,
    diameters: [20, 50],
    curving: 2,
    chopped: [-60, -45],
    shipped: [7, 120],
    description: 'Furu, blandet kvalitet.',
  },
  {
    seller: OST,
    productType: 'round-timber',
    woodType: 'birch',
    postcode: '3510',
    street: 'Hønefoss tømmerplass 1',
    amount: 120,
    minimum: 10,
    price: 39000,
    diameters: [12, 35],
    curving: 2,
    chopped: [-30, -25],
    shipped: [1, 60],
    description: 'Bjørk massevirke, egnet til ved.',
  },
  {
    seller: OST,
    productType: 'wholesale-firewood',
    woodType: 'birch',
    postcode: '3800',
    street: 'Bø sag 4',
    amount: 300,
    minimum: 20,
    price: 95000,
    format: '1000L',
    humidity: 18,
    dryness: 'kiln-dried',
    chopped: [-90, -80],
    shipped: [0, 180],
    description: 'Ovnstørket bjørkeved i storsekk.',
  },
  {
    seller: VEST,
    productType: 'round-timber',
    woodType: 'spruce',
    postcode: '6800',
    street: 'Førde terminal 3',
    amount: 600,
    minimum: 50,
    price: 50000,
    diameters: [16, 40],
    curving: 0,
    chopped: [-20, -10],
    shipped: [5, 75],
    description: 'Gran fra Sunnfjord, rett og fin.',
  },
  {
    seller: VEST,
    productType: 'round-timber',
    woodType: 'larch',
    postcode: '5003',
    street: 'Bergen kai 7',
    amount: 80,
    minimum: 10,
    price: 61000,
    diameters: [22, 48],
    curving: 1,
    chopped: [-50, -40],
    shipped: [10, 100],
    description: 'Lerk til kledning og terrasse.',
  },
  {
    seller: VEST,
    productType: 'wholesale-firewood',
    woodType: 'mixed',
    postcode: '7010',
    street: 'Trondheim havn 12',
    amount: 500,
    minimum: 30,
    price: 78000,
    format: '1500L',
    humidity: 22,
    dryness: 'air-dried',
    chopped: [-120, -100],
    shipped: [0, 150],
    description: 'Blandingsved, lufttørket.',
  },
  {
    seller: VEST,
    productType: 'wholesale-firewood',
    woodType: 'oak',
    postcode: '8006',
    street: 'Bodø industriveg 5',
    amount: 150,
    minimum: 10,
    price: 13000,
    format: '60L',
    humidity: 17,
    dryness: 'kiln-dried',
    chopped: [-70, -60],
    shipped: [2, 90],
    description: 'Eikeved i 60-litersekk.',
  },
];

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

/** Lists the demo listings (the wholesalers must exist). */
export async function seedMarketListings(tx: Executor): Promise<void> {
  for (const l of DEMO_LISTINGS) {
    const [seller] = await tx.select({ id: users.id }).from(users).where(eq(users.email, l.seller));
    const [pc] = await tx.select().from(postcodes).where(eq(postcodes.code, l.postcode));
    if (!seller || !pc) throw new Error(`Demo listing: no seller ${l.seller} or postcode ${l.postcode}`);
    await tx.insert(timberListings).values({
      sellerUserId: seller.id,
      productType: l.productType,
      woodType: l.woodType,
      firewoodFormat: l.format ?? null,
      amount: l.amount,
      remaining: l.amount,
      minimumOrderAmount: l.minimum,
      pricePerUnit: l.price,
      minDiameterCm: l.diameters?.[0] ?? null,
      maxDiameterCm: l.diameters?.[1] ?? null,
      curving: l.curving ?? null,
      choppedDateFrom: day(l.chopped[0]),
      choppedDateTo: day(l.chopped[1]),
      shippedDateFrom: day(l.shipped[0]),
      shippedDateTo: day(l.shipped[1]),
      daysToDeliver: 7,
      description: l.description,
      humidityPct: l.humidity ?? null,
      dryness: l.dryness ?? null,
      street: l.street,
      postcode: l.postcode,
      city: pc.city,
      countyId: pc.countyId,
      lat: pc.lat,
      lon: pc.lon,
    });
  }
}
