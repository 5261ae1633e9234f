import { SHOP_TIME_ZONE } from '@vedmarked/domain';
import { type SQL, sql } from 'drizzle-orm';

/** The first instant of an Oslo calendar day (ISO date), as SQL. */
export const osloStart = (day: string): SQL => sql`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;

/** A sum or count from either driver (pg sends bigint and numeric as strings, PGlite as numbers or bigints). */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
