CREATE TABLE "timber_listing_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"upload_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timber_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_user_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"wood_type" text NOT NULL,
	"firewood_format" text,
	"amount" integer NOT NULL,
	"remaining" integer NOT NULL,
	"minimum_order_amount" integer DEFAULT 1 NOT NULL,
	"price_per_unit" integer NOT NULL,
	"min_diameter_cm" integer,
	"max_diameter_cm" integer,
	"curving" integer,
	"vsys_number" text,
	"chopped_date_from" date,
	"chopped_date_to" date,
	"shipped_date_from" date,
	"shipped_date_to" date,
	"days_to_deliver" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"humidity_pct" integer,
	"dryness" text,
	"width_cm" integer,
	"height_cm" integer,
	"depth_cm" integer,
	"active" boolean DEFAULT true NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"county_id" integer,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timber_listings_product_type_check" CHECK ("product_type" in ('round-timber', 'trees-on-the-root', 'wholesale-firewood')),
	CONSTRAINT "timber_listings_wood_type_check" CHECK ("wood_type" in ('birch', 'larch', 'oak', 'pine', 'spruce', 'mixed')),
	CONSTRAINT "timber_listings_format_check" CHECK (firewood_format is null or firewood_format in ('40L','60L','1000L','1500L')),
	CONSTRAINT "timber_listings_amount_check" CHECK (amount > 0 and remaining >= 0 and remaining <= amount),
	CONSTRAINT "timber_listings_minimum_check" CHECK (minimum_order_amount >= 1 and minimum_order_amount <= amount),
	CONSTRAINT "timber_listings_price_check" CHECK (price_per_unit > 0),
	CONSTRAINT "timber_listings_diameter_check" CHECK (min_diameter_cm is null or max_diameter_cm is null or max_diameter_cm > min_diameter_cm),
	CONSTRAINT "timber_listings_curving_check" CHECK (curving is null or curving between 0 and 3),
	CONSTRAINT "timber_listings_days_check" CHECK (days_to_deliver >= 0),
	CONSTRAINT "timber_listings_humidity_check" CHECK (humidity_pct is null or humidity_pct between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "wholesale_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"seller_user_id" integer NOT NULL,
	"buyer_vendor_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"client_key" text,
	"amount" integer NOT NULL,
	"price_per_unit" integer NOT NULL,
	"total_excl_vat" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"goods_ready_date" date NOT NULL,
	"delivery_from" date NOT NULL,
	"delivery_to" date NOT NULL,
	"needs_transport" boolean DEFAULT true NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'ordered' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancel_reason" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wholesale_orders_status_check" CHECK ("status" in ('ordered', 'confirmed', 'in-transport', 'delivered', 'cancelled')),
	CONSTRAINT "wholesale_orders_amount_check" CHECK (amount > 0 and price_per_unit > 0 and total = total_excl_vat + vat),
	CONSTRAINT "wholesale_orders_period_check" CHECK (delivery_to >= delivery_from)
);
--> statement-breakpoint
ALTER TABLE "timber_listing_images" ADD CONSTRAINT "timber_listing_images_listing_id_timber_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."timber_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timber_listing_images" ADD CONSTRAINT "timber_listing_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timber_listings" ADD CONSTRAINT "timber_listings_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timber_listings" ADD CONSTRAINT "timber_listings_postcode_postcodes_code_fk" FOREIGN KEY ("postcode") REFERENCES "public"."postcodes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timber_listings" ADD CONSTRAINT "timber_listings_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_orders" ADD CONSTRAINT "wholesale_orders_listing_id_timber_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."timber_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_orders" ADD CONSTRAINT "wholesale_orders_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_orders" ADD CONSTRAINT "wholesale_orders_buyer_vendor_id_vendors_id_fk" FOREIGN KEY ("buyer_vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_orders" ADD CONSTRAINT "wholesale_orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_orders" ADD CONSTRAINT "wholesale_orders_postcode_postcodes_code_fk" FOREIGN KEY ("postcode") REFERENCES "public"."postcodes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_orders" ADD CONSTRAINT "wholesale_orders_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timber_listing_images_listing_idx" ON "timber_listing_images" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timber_listing_images_upload_unique" ON "timber_listing_images" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "timber_listings_seller_idx" ON "timber_listings" USING btree ("seller_user_id");--> statement-breakpoint
CREATE INDEX "timber_listings_market_idx" ON "timber_listings" USING btree ("active","product_type","wood_type");--> statement-breakpoint
CREATE INDEX "wholesale_orders_seller_idx" ON "wholesale_orders" USING btree ("seller_user_id","status");--> statement-breakpoint
CREATE INDEX "wholesale_orders_buyer_idx" ON "wholesale_orders" USING btree ("buyer_vendor_id","status");--> statement-breakpoint
CREATE INDEX "wholesale_orders_listing_idx" ON "wholesale_orders" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wholesale_orders_client_key_unique" ON "wholesale_orders" USING btree ("buyer_user_id","client_key");