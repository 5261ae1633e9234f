ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "market_netted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("kind" in ('capture', 'refund', 'allocation', 'payout', 'wholesale', 'transport', 'netting'));--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_market_netted_check" CHECK (market_netted >= 0 and market_netted <= greatest(payout, 0));