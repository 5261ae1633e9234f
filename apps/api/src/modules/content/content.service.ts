import { randomInt } from 'node:crypto';
import { FORM_DUPLICATE_WINDOW_MINUTES, type FormKind, formReference, type Language, LANGUAGES } from '@vedmarked/domain';
import { formSubmissions, postcodes, users } from '@vedmarked/db';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../../lib/errors.ts';
import { composeAdminMail } from './content.mail.ts';

export interface SubmitFormInput {
  kind: FormKind;
  /** The validated body; the honeypot field is removed before it is stored. */
  payload: Record<string, unknown> & { email: string; website?: string };
  language: Language;
  user: { id: number; email: string } | null;
}

export interface SubmitFormResult {
  reference: string;
  /** False when a bot filled in the honeypot: nothing was stored or sent. */
  stored: boolean;
  /** True when the same submission came in again shortly after (a double click or a retry). */
  duplicate: boolean;
}

/**
 * Stores a form submission and e-mails every active admin about it (through the outbox, in the
 * same transaction). The same payload from the same address within a few minutes is not stored
 * twice: the first submission's reference is returned (an advisory lock per kind and e-mail makes
 * concurrent double submissions wait for each other).
 */
export async function submitForm(app: FastifyInstance, input: SubmitFormInput): Promise<SubmitFormResult> {
  const { website, ...payload } = input.payload;
  if (website && website.trim() !== '') {
    app.log.info({ kind: input.kind }, 'form submission with a filled-in honeypot dropped');
    return { reference: formReference(input.kind, randomInt(1000, 99999)), stored: false, duplicate: false };
  }
  if (typeof payload.postcode === 'string') await requireKnownPostcode(app, payload.postcode);

  const result = await app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`form:${input.kind}:${payload.email}`}))`);
    const since = new Date(Date.now() - FORM_DUPLICATE_WINDOW_MINUTES * 60_000);
    const [previous] = await tx
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(
        and(
          eq(formSubmissions.kind, input.kind),
          eq(formSubmissions.email, payload.email),
          gt(formSubmissions.createdAt, since),
          sql`${formSubmissions.payload} = ${JSON.stringify(payload)}::jsonb`,
        ),
      )
      .limit(1);
    if (previous) return { reference: formReference(input.kind, previous.id), stored: true, duplicate: true };

    const [row] = await tx
      .insert(formSubmissions)
      .values({ kind: input.kind, userId: input.user?.id ?? null, email: payload.email, payload, language: input.language })
      .returning({ id: formSubmissions.id, createdAt: formSubmissions.createdAt });
    const reference = formReference(input.kind, row!.id);

    const admins = await tx
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.active, true)));
    if (admins.length === 0) app.log.warn({ reference }, 'form submission stored, but there is no active admin to e-mail');
    for (const admin of admins) {
      const lang = (LANGUAGES as readonly string[]).includes(admin.language) ? (admin.language as Language) : 'es';
      await app.messenger.email(
        composeAdminMail(admin.email, lang, {
          kind: input.kind,
          reference,
          payload,
          senderLanguage: input.language,
          senderUser: input.user,
          receivedAt: row!.createdAt,
        }),
        tx,
      );
    }
    return { reference, stored: true, duplicate: false };
  });
  // Mail written in the transaction goes out over SMTP (when configured) once it has committed.
  if (!result.duplicate) await app.messenger.flush();
  return result;
}

/** A postcode that is not in the register → field error message-postcode-not-found. */
export async function requireKnownPostcode(app: FastifyInstance, code: string) {
  const [row] = await app.db.select({ code: postcodes.code }).from(postcodes).where(eq(postcodes.code, code)).limit(1);
  if (!row) throw fieldError({ postcode: 'message-postcode-not-found' });
}
