import { openDatabase } from '../client.ts';
import { isSeeded, seedDemo } from './demo.ts';
import { loadReferenceData } from './reference.ts';

/** npm run seed [-- --reset]: creates the demo world (in DATA_DIR, or DATABASE_URL when set). */
const reset = process.argv.includes('--reset');
const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL ? undefined : (process.env.DATA_DIR ?? './data') + '/pglite',
});
try {
  await database.migrate();
  if (reset) {
    await database.db.execute(
      // Everything but reference data (postcodes, counties, categories).
      (await import('drizzle-orm')).sql.raw(
        'truncate users, products, vendors, hubs, carts, orders, promo_codes, outbox, jobs, uploads, form_submissions, coverage_waitlist restart identity cascade',
      ),
    );
  }
  if (!reset && (await isSeeded(database.db))) {
    console.log('The database already holds data; nothing seeded. Use `npm run seed -- --reset` to start over.');
  } else {
    await loadReferenceData(database.db);
    await seedDemo(database.db);
    console.log('Demo world seeded. Logins are listed in README.md (password: vedmarked).');
  }
} finally {
  await database.close();
}
