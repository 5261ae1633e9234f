import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type Database, migrationsDir, orders, products } from '../src/index.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => database?.close());

const rows = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

describe('migration 0006: order lines get their names in every language', () => {
  it('backfills lines placed before it from the catalogue, keeping the name the customer saw', async () => {
    const db = database.db;
    const [p] = await db
      .insert(products)
      .values({
        slug: 'migration-birch',
        categoryId: 1,
        name: { es: 'Abedul 40 L', en: 'Birch 40 L', no: 'Bjørk 40 L' },
        title: { es: 'T', en: 'T', no: 'T' },
        description: { es: 'D', en: 'D', no: 'D' },
        weightKg: 16,
        format: '40L',
        woodType: 'birch',
        image: '/images/products/firewood-birch-40l.svg',
      })
      .returning();
    const order = (language: 'es' | 'en' | 'no', key: string) =>
      db
        .insert(orders)
        .values({
          idempotencyKey: key,
          language,
          email: 'kari@example.no',
          firstName: 'Kari',
          lastName: 'Nordmann',
          phone: '+4790000001',
          deliveryStreet: 'Testveien 1',
          deliveryCity: 'Oslo',
          deliveryPostcode: '0150',
          deliveryDateFrom: '2030-01-10',
          deliveryDateTo: '2030-01-20',
          productsSubtotal: 120000,
          shipping: 40000,
          total: 160000,
        })
        .returning()
        .then((r) => r[0]!);
    const [inEs, inNo] = [await order('es', 'mig-es'), await order('no', 'mig-no')];
    // The table as it was before 0006, with one line each (the Norwegian one renamed in the catalogue since).
    await db.execute(sql`alter table order_lines drop column names`);
    await db.execute(
      sql`insert into order_lines (order_id, product_id, name, quantity, unit_price, weight_kg, total) values (${inEs.id}, ${p!.id}, 'Abedul 40 L', 10, 12000, 16, 120000), (${inNo.id}, ${p!.id}, 'Bjørkeved 40 L', 10, 12000, 16, 120000)`,
    );
    const file = readFileSync(join(migrationsDir(), '0006_order-line-names.sql'), 'utf8');
    for (const statement of file.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const got = await rows<{ order_id: number; names: Record<string, string> }>(sql`select order_id, names from order_lines order by id`);
    expect(got).toEqual([
      { order_id: inEs.id, names: { es: 'Abedul 40 L', en: 'Birch 40 L', no: 'Bjørk 40 L' } },
      { order_id: inNo.id, names: { es: 'Abedul 40 L', en: 'Birch 40 L', no: 'Bjørkeved 40 L' } },
    ]);
    const nullable = await rows<{ is_nullable: string }>(
      sql`select is_nullable from information_schema.columns where table_name = 'order_lines' and column_name = 'names'`,
    );
    expect(nullable).toEqual([{ is_nullable: 'NO' }]);
  });
});
