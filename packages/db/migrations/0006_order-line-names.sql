ALTER TABLE "order_lines" ADD COLUMN "names" jsonb;--> statement-breakpoint
-- Backfill: the catalogue's names in every language, with the name the customer saw (in the order's language) kept as it was.
UPDATE "order_lines" AS ol SET "names" = jsonb_build_object('es', ol."name", 'en', ol."name", 'no', ol."name") || coalesce(p."name", '{}'::jsonb) || jsonb_build_object(o."language", ol."name") FROM "orders" AS o, "products" AS p WHERE o."id" = ol."order_id" AND p."id" = ol."product_id";--> statement-breakpoint
UPDATE "order_lines" SET "names" = jsonb_build_object('es', "name", 'en', "name", 'no', "name") WHERE "names" IS NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "names" SET NOT NULL;
