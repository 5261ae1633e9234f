ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "settlements" DROP CONSTRAINT "settlements_party_kind_check";--> statement-breakpoint
ALTER TABLE "settlements" DROP CONSTRAINT "settlements_party_check";--> statement-breakpoint
ALTER TABLE "settlement_lines" DROP CONSTRAINT "settlement_lines_settlement_id_order_id_pk";--> statement-breakpoint
ALTER TABLE "settlement_lines" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "wholesale_order_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "transport_request_id" integer;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "wholesale_order_id" integer;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "transport_request_id" integer;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_wholesale_order_id_wholesale_orders_id_fk" FOREIGN KEY ("wholesale_order_id") REFERENCES "public"."wholesale_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_transport_request_id_transport_requests_id_fk" FOREIGN KEY ("transport_request_id") REFERENCES "public"."transport_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_wholesale_order_id_wholesale_orders_id_fk" FOREIGN KEY ("wholesale_order_id") REFERENCES "public"."wholesale_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_transport_request_id_transport_requests_id_fk" FOREIGN KEY ("transport_request_id") REFERENCES "public"."transport_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transactions_market_idx" ON "ledger_transactions" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_order_unique" ON "settlement_lines" USING btree ("settlement_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_wholesale_order_unique" ON "settlement_lines" USING btree ("settlement_id","wholesale_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_user_period_unique" ON "settlements" USING btree ("user_id","party_kind","period_start");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_check" CHECK ("account" in ('provider_clearing', 'customer', 'vendor_payable', 'platform_fees', 'vat_payable', 'refunds', 'group_payable', 'market_receivable', 'wholesaler_payable', 'transporter_payable'));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("kind" in ('capture', 'refund', 'allocation', 'payout', 'wholesale', 'transport'));--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_order_check" CHECK ((order_id is null) <> (wholesale_order_id is null));--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_party_kind_check" CHECK ("party_kind" in ('vendor', 'group', 'wholesaler', 'transporter'));--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_party_check" CHECK ((party_kind = 'vendor' and vendor_id is not null and group_id is null and user_id is null) or (party_kind = 'group' and group_id is not null and vendor_id is null and user_id is null) or (party_kind in ('wholesaler', 'transporter') and user_id is not null and vendor_id is null and group_id is null));