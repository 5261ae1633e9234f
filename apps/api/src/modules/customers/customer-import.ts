import {
  fieldMessages,
  type IssueLike,
  type Language,
  translate,
  vendorCustomerAddBody,
  type VendorCustomerImportBody,
  type VendorCustomerImportResult,
} from '@vedmarked/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { ownVendor } from '../delivery/index.ts';
import { addOwnCustomer, deliverInvitations } from './customers.service.ts';

type RowReport = VendorCustomerImportResult['rows'][number];

/** Thrown to roll the import's transaction back (a preview, or a refused row). */
class Rollback extends Error {}

/** An AppError as a row's errors: its field errors, or its message under `_` (the whole row). */
function rowErrors(e: AppError, lang: Language): Record<string, string> {
  if (!e.fields) return { _: translate(lang, e.messageKey, e.params) };
  return Object.fromEntries(Object.entries(e.fields).map(([f, m]) => [f, typeof m === 'string' ? translate(lang, m) : translate(lang, m.key, m.params)]));
}

/**
 * POST /vendor/customers/import: every row is checked and added as by the form, in one transaction.
 * A preview (`dry_run`) or any refused row rolls it all back, so the vendor gets every row's errors
 * and nothing changed; otherwise all rows are the vendor's and their invitations go out.
 */
export async function importVendorCustomers(
  app: FastifyInstance,
  userId: number,
  body: VendorCustomerImportBody,
  lang: Language,
): Promise<VendorCustomerImportResult> {
  const rows: RowReport[] = [];
  try {
    await app.db.transaction(async (tx) => {
      const vendor = await ownVendor(tx, userId);
      for (const [i, raw] of body.rows.entries()) {
        const parsed = vendorCustomerAddBody.safeParse(raw);
        if (!parsed.success) {
          const errors = fieldMessages(parsed.error.issues as readonly IssueLike[], { message: (m) => translate(lang, m.key, m.params) });
          rows.push({ row: i + 1, errors, invites: false });
          continue;
        }
        try {
          const added = await addOwnCustomer(app, tx, vendor, parsed.data, lang, 'imported');
          rows.push({ row: i + 1, errors: {}, invites: added.invited });
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          rows.push({ row: i + 1, errors: rowErrors(e, lang), invites: false });
        }
      }
      if (body.dry_run || rows.some((r) => Object.keys(r.errors).length > 0)) throw new Rollback();
    });
  } catch (e) {
    if (e instanceof Rollback) return { imported: 0, rows };
    throw e;
  }
  if (rows.some((r) => r.invites)) deliverInvitations(app);
  return { imported: rows.length, rows };
}
