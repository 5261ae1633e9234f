CREATE TABLE "dugnads" (
	"id" serial PRIMARY KEY NOT NULL,
	"organiser_user_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"kind" text NOT NULL,
	"bank_account" text NOT NULL,
	"postcode" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"delivery_date_from" date NOT NULL,
	"delivery_date_to" date NOT NULL,
	"promo_code_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"declined_reason" text,
	"declined_at" timestamp with time zone,
	"language" text DEFAULT 'no' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dugnads_kind_check" CHECK ("kind" in ('sports_club', 'school_class', 'choir_band', 'scouts', 'other')),
	CONSTRAINT "dugnads_status_check" CHECK ("status" in ('active', 'closed', 'declined')),
	CONSTRAINT "dugnads_language_check" CHECK ("language" in ('es', 'en', 'no')),
	CONSTRAINT "dugnads_dates_check" CHECK (delivery_date_to >= delivery_date_from),
	CONSTRAINT "dugnads_bank_account_check" CHECK (bank_account ~ '^[0-9]{11}$'),
	CONSTRAINT "dugnads_declined_check" CHECK ((status = 'declined') = (declined_reason is not null))
);
--> statement-breakpoint
DROP INDEX "settlement_lines_transaction_unique";--> statement-breakpoint
ALTER TABLE "settlements" ALTER COLUMN "vendor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dugnad_id" integer;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "party_kind" text DEFAULT 'vendor' NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "group_share" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "party_kind" text DEFAULT 'vendor' NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "group_share" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dugnads" ADD CONSTRAINT "dugnads_organiser_user_id_users_id_fk" FOREIGN KEY ("organiser_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dugnads" ADD CONSTRAINT "dugnads_postcode_postcodes_code_fk" FOREIGN KEY ("postcode") REFERENCES "public"."postcodes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dugnads" ADD CONSTRAINT "dugnads_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dugnads" ADD CONSTRAINT "dugnads_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dugnads_promo_code_unique" ON "dugnads" USING btree ("promo_code_id");--> statement-breakpoint
CREATE INDEX "dugnads_organiser_idx" ON "dugnads" USING btree ("organiser_user_id");--> statement-breakpoint
CREATE INDEX "dugnads_vendor_idx" ON "dugnads" USING btree ("vendor_id","status");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dugnad_id_dugnads_id_fk" FOREIGN KEY ("dugnad_id") REFERENCES "public"."dugnads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_group_id_dugnads_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."dugnads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_dugnad_idx" ON "orders" USING btree ("dugnad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_group_period_unique" ON "settlements" USING btree ("group_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_transaction_unique" ON "settlement_lines" USING btree ("ledger_transaction_id","party_kind");--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_party_kind_check" CHECK ("party_kind" in ('vendor', 'group'));--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_party_check" CHECK ((party_kind = 'vendor' and vendor_id is not null and group_id is null) or (party_kind = 'group' and group_id is not null and vendor_id is null));