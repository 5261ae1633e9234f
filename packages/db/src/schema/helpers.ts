import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { check, text, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A street address's columns (the postcode from the register: pass its code column). */
export const streetAddress = (postcodeCode: () => AnyPgColumn) => ({
  street: text('street').notNull(),
  city: text('city').notNull(),
  postcode: text('postcode').notNull().references(postcodeCode),
});

/** A check constraint that a text column holds one of the values (enums are check constraints). */
export function oneOf(name: string, column: string, values: readonly string[]) {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
  return check(name, sql.raw(`"${column}" in (${list})`));
}
