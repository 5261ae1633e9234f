import { COMPANY_STATUSES, CUSTOMER_TYPES, LANGUAGES, ROLES } from '@vedmarked/domain';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, ts, updatedAt } from './helpers.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    customerType: text('customer_type'),
    postcode: text('postcode'),
    language: text('language').notNull().default('es'),
    active: boolean('active').notNull().default(true),
    emailVerifiedAt: ts('email_verified_at'),
    loggedAt: ts('logged_at'),
    hearAboutUs: text('hear_about_us'),
    shortcuts: jsonb('shortcuts').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    companyTour: boolean('company_tour').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_unique').on(t.phone),
    oneOf('users_role_check', 'role', ROLES),
    oneOf('users_language_check', 'language', LANGUAGES),
    check('users_customer_type_check', sql.raw(`customer_type is null or customer_type in (${CUSTOMER_TYPES.map((c) => `'${c}'`).join(',')})`)),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    organizationNumber: text('organization_number'),
    companyPhone: text('company_phone'),
    invoiceEmail: text('invoice_email'),
    headquarter: text('headquarter'),
    internalRef: text('internal_ref'),
    department: text('department'),
    vatRegistered: boolean('vat_registered').notNull().default(false),
    bankAccount: text('bank_account'),
    bankName: text('bank_name'),
    newsletter: boolean('newsletter').notNull().default(false),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('companies_user_unique').on(t.userId), oneOf('companies_status_check', 'status', COMPANY_STATUSES)],
);

/** Bearer tokens are JWTs naming a row here, so logout and disabling a user revoke at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The admin's own session an impersonation was started from: it lives only as long as that one does. */
    impersonatorSessionId: uuid('impersonator_session_id').references((): AnyPgColumn => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    lastSeenAt: ts('last_seen_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time codes and links: e-mail verification and password reset. Only a hash is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_tokens_hash_unique').on(t.purpose, t.tokenHash),
    index('user_tokens_user_idx').on(t.userId, t.purpose),
    oneOf('user_tokens_purpose_check', 'purpose', ['verify-email', 'reset-password']),
  ],
);

/** Failed sign-in attempts, counted per account and per IP across processes. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_attempts_key_idx').on(t.key, t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_actor_idx').on(t.actorUserId, t.createdAt)],
);
