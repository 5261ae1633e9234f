CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"account" text NOT NULL,
	"party_id" integer,
	"amount" integer NOT NULL,
	CONSTRAINT "ledger_entries_account_check" CHECK ("account" in ('provider_clearing', 'customer', 'vendor_payable', 'platform_fees', 'vat_payable', 'refunds', 'group_payable'))
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"vendor_id" integer,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_kind_check" CHECK ("kind" in ('capture', 'refund', 'allocation', 'payout'))
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"settlement_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"ledger_transaction_id" integer NOT NULL,
	"route_id" integer,
	"buyer" text NOT NULL,
	"delivery_date" date,
	"payment_date" date,
	"amount" integer DEFAULT 0 NOT NULL,
	"amount_excl_vat" integer DEFAULT 0 NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"fee_vat" integer DEFAULT 0 NOT NULL,
	"shipping_excl_vat" integer DEFAULT 0 NOT NULL,
	"payout" integer DEFAULT 0 NOT NULL,
	"payout_excl_vat" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "settlement_lines_settlement_id_order_id_pk" PRIMARY KEY("settlement_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'outstanding' NOT NULL,
	"currency" text DEFAULT 'NOK' NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"amount_excl_vat" integer DEFAULT 0 NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"fee_vat" integer DEFAULT 0 NOT NULL,
	"shipping_excl_vat" integer DEFAULT 0 NOT NULL,
	"payout" integer DEFAULT 0 NOT NULL,
	"payout_excl_vat" integer DEFAULT 0 NOT NULL,
	"bank_reference" text,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_status_check" CHECK ("status" in ('outstanding', 'paid')),
	CONSTRAINT "settlements_paid_check" CHECK ((status = 'paid') = (paid_at is not null and bank_reference is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account","party_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_key_unique" ON "ledger_transactions" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_order_idx" ON "ledger_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_vendor_idx" ON "ledger_transactions" USING btree ("vendor_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_transaction_unique" ON "settlement_lines" USING btree ("ledger_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_vendor_period_unique" ON "settlements" USING btree ("vendor_id","period_start");--> statement-breakpoint
CREATE INDEX "settlements_status_idx" ON "settlements" USING btree ("status","vendor_id");--> statement-breakpoint
-- The ledger is append-only: a correction is a new transaction (decision 0031).
CREATE OR REPLACE FUNCTION vm_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are never updated or deleted (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'check_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions FOR EACH ROW EXECUTE FUNCTION vm_ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION vm_ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER settlement_lines_append_only BEFORE UPDATE OR DELETE ON settlement_lines FOR EACH ROW EXECUTE FUNCTION vm_ledger_append_only();
--> statement-breakpoint
-- Every transaction balances: after each statement that writes entries, every transaction it
-- touched must sum to zero (a transaction's entries are written in one statement). One set-based
-- check per statement, so a close that posts 100,000 transactions checks them in a few statements.
CREATE OR REPLACE FUNCTION vm_ledger_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE bad record;
BEGIN
  -- A lookup per transaction through the index (the transition table has no statistics to plan by).
  SELECT n.transaction_id, s.off INTO bad
  FROM (SELECT DISTINCT transaction_id FROM new_entries) n
  CROSS JOIN LATERAL (SELECT sum(e.amount) AS off FROM ledger_entries e WHERE e.transaction_id = n.transaction_id) s
  WHERE s.off <> 0
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (off by %)', bad.transaction_id, bad.off USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION vm_ledger_balanced();
--> statement-breakpoint
-- A paid settlement cannot change, and no settlement is deleted.
CREATE OR REPLACE FUNCTION vm_settlement_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.status = 'paid' THEN
    RAISE EXCEPTION 'settlement % cannot change (%)', OLD.id, OLD.status USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER settlements_frozen BEFORE UPDATE OR DELETE ON settlements FOR EACH ROW EXECUTE FUNCTION vm_settlement_frozen();
