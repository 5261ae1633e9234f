-- Vendor products (issue 11, decision 0032): each catalogue product's price range, the offer's days until ready
-- to ship (instead of the unused ready_to_ship flag) and the vendor's own photos of an offer.
CREATE TABLE "vendor_product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_product_id" integer NOT NULL,
	"upload_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_price" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_price" integer DEFAULT 10000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_product_images" ADD CONSTRAINT "vendor_product_images_vendor_product_id_vendor_products_id_fk" FOREIGN KEY ("vendor_product_id") REFERENCES "public"."vendor_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_product_images" ADD CONSTRAINT "vendor_product_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_product_images_offer_idx" ON "vendor_product_images" USING btree ("vendor_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_product_images_upload_unique" ON "vendor_product_images" USING btree ("upload_id");--> statement-breakpoint
ALTER TABLE "vendor_products" DROP COLUMN "ready_to_ship";--> statement-breakpoint
-- The catalogue products already offered get a range around today's offers: half the cheapest to twice the dearest.
UPDATE "products" p SET "min_price" = GREATEST(100, (o.lo / 2 / 100) * 100), "max_price" = GREATEST(o.hi * 2, 100)
  FROM (SELECT "product_id", MIN("price") AS lo, MAX("price") AS hi FROM "vendor_products" GROUP BY "product_id") o
  WHERE o."product_id" = p."id";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_range_check" CHECK (min_price > 0 and max_price >= min_price);--> statement-breakpoint
ALTER TABLE "vendor_products" ADD COLUMN "ready_to_ship_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_products" ADD CONSTRAINT "vendor_products_ready_days_check" CHECK (ready_to_ship_days >= 0);
