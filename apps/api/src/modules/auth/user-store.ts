import type { CompanyStatus, Language, Role, UpdateCompanyBody } from '@vedmarked/domain';
import { companies, type Executor, users } from '@vedmarked/db';
import { eq } from 'drizzle-orm';

/**
 * The auth module owns users and companies. The profile pages (accounts), the admin (company
 * confirmation) and the workflows change them only through these functions.
 */

export async function setUserRole(tx: Executor, userId: number, role: Role): Promise<void> {
  await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Name, phone and answers a user gives on the profile page. */
export async function updateUserProfile(
  tx: Executor,
  userId: number,
  p: { firstName: string; lastName: string; phone: string; hearAboutUs?: string | null; language?: Language },
): Promise<void> {
  await tx
    .update(users)
    .set({
      firstName: p.firstName,
      lastName: p.lastName,
      phone: p.phone,
      ...(p.hearAboutUs !== undefined && { hearAboutUs: p.hearAboutUs }),
      ...(p.language !== undefined && { language: p.language }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function setHearAboutUs(db: Executor, userId: number, value: string): Promise<void> {
  await db.update(users).set({ hearAboutUs: value, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The interface language and the company onboarding tour's flag. */
export async function setUserSettings(db: Executor, userId: number, s: { language?: Language; companyTour?: boolean }) {
  const [u] = await db
    .update(users)
    .set({
      ...(s.language !== undefined && { language: s.language }),
      ...(s.companyTour !== undefined && { companyTour: s.companyTour }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ language: users.language, companyTour: users.companyTour });
  return u!;
}

/** A company given at sign-up (it waits for an admin's confirmation). */
export async function addCompany(tx: Executor, userId: number, c: { companyName: string; organizationNumber: string | null }): Promise<void> {
  await tx.insert(companies).values({ userId, ...c });
}

/** Writes the company fields given (absent ones stay); a new or renumbered company waits for confirmation again. */
export async function upsertCompany(tx: Executor, userId: number, fields: Partial<UpdateCompanyBody> & { company_name: string }): Promise<void> {
  const [existing] = await tx.select().from(companies).where(eq(companies.userId, userId));
  const values = {
    companyName: fields.company_name,
    ...(fields.organization_number !== undefined && { organizationNumber: fields.organization_number }),
    ...(fields.company_phone !== undefined && { companyPhone: fields.company_phone }),
    ...(fields.invoice_email !== undefined && { invoiceEmail: fields.invoice_email }),
    ...(fields.headquarter !== undefined && { headquarter: fields.headquarter }),
    ...(fields.internal_ref !== undefined && { internalRef: fields.internal_ref }),
    ...(fields.department !== undefined && { department: fields.department }),
    ...(fields.vat_registered !== undefined && { vatRegistered: fields.vat_registered }),
    ...(fields.bank_account !== undefined && { bankAccount: fields.bank_account }),
    ...(fields.bank_name !== undefined && { bankName: fields.bank_name }),
    ...(fields.newsletter !== undefined && { newsletter: fields.newsletter }),
  };
  if (!existing) {
    await tx.insert(companies).values({ userId, ...values, status: 'pending' });
    return;
  }
  const renumbered = fields.organization_number !== undefined && fields.organization_number !== existing.organizationNumber;
  await tx
    .update(companies)
    .set({ ...values, ...(renumbered && { status: 'pending' }), updatedAt: new Date() })
    .where(eq(companies.id, existing.id));
}

/** An admin confirms (or rejects) a company; returns the new status, or null when the user has no company. */
export async function setCompanyStatus(tx: Executor, userId: number, status: CompanyStatus): Promise<CompanyStatus | null> {
  const [c] = await tx.update(companies).set({ status, updatedAt: new Date() }).where(eq(companies.userId, userId)).returning({ status: companies.status });
  return (c?.status as CompanyStatus | undefined) ?? null;
}
