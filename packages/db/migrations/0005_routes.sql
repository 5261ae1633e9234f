CREATE TABLE "route_stops" (
	"id" serial PRIMARY KEY NOT NULL,
	"route_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"planned_arrival_s" integer NOT NULL,
	"delivered_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_stops_check" CHECK (position >= 0 and planned_arrival_s >= 0)
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"idempotency_key" text,
	"delivery_date" date NOT NULL,
	"departure_time" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"distance_m" integer DEFAULT 0 NOT NULL,
	"duration_s" integer DEFAULT 0 NOT NULL,
	"volume_pct" double precision DEFAULT 0 NOT NULL,
	"weight_pct" double precision DEFAULT 0 NOT NULL,
	"sacks" integer DEFAULT 0 NOT NULL,
	"points_source" text DEFAULT 'postcode' NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routes_status_check" CHECK (status in (0,1,2)),
	CONSTRAINT "routes_departure_check" CHECK (departure_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "routes_figures_check" CHECK (distance_m >= 0 and duration_s >= 0 and volume_pct >= 0 and weight_pct >= 0 and sacks >= 0),
	CONSTRAINT "routes_points_source_check" CHECK (points_source in ('postcode', 'geocoded'))
);
--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "route_stops_order_active_unique" ON "route_stops" USING btree ("order_id") WHERE released_at is null;--> statement-breakpoint
CREATE INDEX "route_stops_route_idx" ON "route_stops" USING btree ("route_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "routes_idempotency_unique" ON "routes" USING btree ("vendor_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "routes_vendor_status_idx" ON "routes" USING btree ("vendor_id","status","delivery_date");