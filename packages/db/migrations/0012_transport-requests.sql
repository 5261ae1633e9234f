CREATE TABLE "transport_request_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"upload_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"volume_m3" double precision NOT NULL,
	"distance_km" double precision NOT NULL,
	"shipping_category_id" integer NOT NULL,
	"shipping_cost" integer NOT NULL,
	"transporter_user_id" integer,
	"accepted_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_requests_status_check" CHECK ("status" in ('open', 'accepted', 'picked-up', 'delivered', 'cancelled')),
	CONSTRAINT "transport_requests_cost_check" CHECK (shipping_cost >= 0 and volume_m3 >= 0),
	CONSTRAINT "transport_requests_taken_check" CHECK (status in ('open', 'cancelled') or transporter_user_id is not null)
);
--> statement-breakpoint
ALTER TABLE "transport_request_photos" ADD CONSTRAINT "transport_request_photos_request_id_transport_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."transport_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_request_photos" ADD CONSTRAINT "transport_request_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_requests" ADD CONSTRAINT "transport_requests_order_id_wholesale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."wholesale_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_requests" ADD CONSTRAINT "transport_requests_transporter_user_id_users_id_fk" FOREIGN KEY ("transporter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transport_request_photos_request_idx" ON "transport_request_photos" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_request_photos_upload_unique" ON "transport_request_photos" USING btree ("upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_requests_order_unique" ON "transport_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "transport_requests_status_idx" ON "transport_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "transport_requests_transporter_idx" ON "transport_requests" USING btree ("transporter_user_id");