CREATE TABLE "vendor_customers" (
	"vendor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"source" text DEFAULT 'added' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_customers_vendor_id_user_id_pk" PRIMARY KEY("vendor_id","user_id"),
	CONSTRAINT "vendor_customers_source_check" CHECK ("source" in ('added', 'imported'))
);
--> statement-breakpoint
ALTER TABLE "vendor_customers" ADD CONSTRAINT "vendor_customers_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_customers" ADD CONSTRAINT "vendor_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_customers_user_unique" ON "vendor_customers" USING btree ("user_id");