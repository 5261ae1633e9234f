CREATE TABLE "sandbox_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"sandbox_payment_id" text NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_operations_kind_check" CHECK ("kind" in ('charge', 'reserve', 'capture', 'refund', 'release')),
	CONSTRAINT "sandbox_operations_amount_check" CHECK (amount >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_amount" integer NOT NULL,
	"reserve_amount" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"merchant_name" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"failure_reason" text,
	"card_last4" text,
	"captured_amount" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"released_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"reservation_expires_at" timestamp with time zone,
	CONSTRAINT "sandbox_payments_status_check" CHECK ("status" in ('open', 'charged', 'failed', 'canceled', 'expired')),
	CONSTRAINT "sandbox_payments_money_check" CHECK (charge_amount >= 0 and reserve_amount >= 0 and captured_amount >= 0 and refunded_amount >= 0 and released_amount >= 0 and captured_amount + released_amount <= reserve_amount)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_operations" ADD CONSTRAINT "sandbox_operations_sandbox_payment_id_sandbox_payments_id_fk" FOREIGN KEY ("sandbox_payment_id") REFERENCES "public"."sandbox_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_operations_unique" ON "sandbox_operations" USING btree ("sandbox_payment_id","kind","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_idempotency_unique" ON "sandbox_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_payments_reference_idx" ON "sandbox_payments" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_check" CHECK ("language" in ('es', 'en', 'no'));