import {
  fieldMessages,
  type IssueLike,
  type Language,
  translate,
  vendorCustomerAddBody,
  type VendorCustomerAddBody,
  type VendorCustomerImportBody,
  type VendorCustomerImportResult,
} from '@vedmarked/domain';
import type { FastifyInstance } from 'fastify';
import type { AppError } from '../../lib/errors.ts';
import { ownVendor } from '../delivery/index.ts';
import { addOwnCustomers } from './add-own-customers.ts';
import { deliverInvitations } from './customers.service.ts';

type RowReport = VendorCustomerImportResult['rows'][number];

/** Thrown to roll the import's transaction back (a preview, or a refused row). */
class Rollback extends Error {}

/** An AppError as a row's errors: its field errors, or its message under `_` (the whole row). */
function rowErrors(e: AppError, lang: Language): Record<string, string> {
  if (!e.fields) return { _: translate(lang, e.messageKey, e.params) };
  return Object.fromEntries(Object.entries(e.fields).map(([f, m]) => [f, typeof m === 'string' ? translate(lang, m) : translate(lang, m.key, m.params)]));
}

/**
 * POST /vendor/customers/import: every row is checked as by the form and, when all pass, added in
 * one transaction with multi-row inserts (decision 0042). A preview (`dry_run`) or any refused row
 * writes nothing, so the vendor gets every row's errors and nothing changed; a row refused while
 * writing (another vendor took its person meanwhile) rolls it all back. Otherwise all rows are the
 * vendor's and their invitations go out after the commit.
 */
export async function importVendorCustomers(
  app: FastifyInstance,
  userId: number,
  body: VendorCustomerImportBody,
  lang: Language,
): Promise<VendorCustomerImportResult> {
  const rows: RowReport[] = [];
  const valid: { at: number; body: VendorCustomerAddBody }[] = [];
  for (const [i, raw] of body.rows.entries()) {
    const parsed = vendorCustomerAddBody.safeParse(raw);
    if (parsed.success) valid.push({ at: i, body: parsed.data });
    const errors = parsed.success ? {} : fieldMessages(parsed.error.issues as readonly IssueLike[], { message: (m) => translate(lang, m.key, m.params) });
    rows.push({ row: i + 1, errors, invites: false });
  }
  const write = !body.dry_run && valid.length === rows.length;
  try {
    await app.db.transaction(async (tx) => {
      const vendor = await ownVendor(tx, userId);
      const outcomes = await addOwnCustomers(
        app,
        tx,
        vendor,
        valid.map((v) => v.body),
        { lang, source: 'imported', write },
      );
      outcomes.forEach((r, k) => {
        const report = rows[valid[k]!.at]!;
        if ('error' in r) report.errors = rowErrors(r.error, lang);
        else report.invites = r.invited;
      });
      if (!write || rows.some((r) => Object.keys(r.errors).length > 0)) throw new Rollback();
    });
  } catch (e) {
    if (e instanceof Rollback) return { imported: 0, rows };
    throw e;
  }
  if (rows.some((r) => r.invites)) deliverInvitations(app);
  return { imported: rows.length, rows };
}
