ALTER TABLE "order_images" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "order_images_client_key_unique" ON "order_images" USING btree ("order_id","client_key");