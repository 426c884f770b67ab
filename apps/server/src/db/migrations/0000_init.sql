CREATE TABLE "capabilities" (
	"name" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capability_suppressions" (
	"segment_name" text NOT NULL,
	"capability" text NOT NULL,
	CONSTRAINT "capability_suppressions_segment_name_capability_pk" PRIMARY KEY("segment_name","capability")
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brandings" (
	"id" text PRIMARY KEY NOT NULL,
	"subvariant" text NOT NULL,
	"url" text NOT NULL,
	"brand_colour_background_text" text NOT NULL,
	"region_overrides" jsonb DEFAULT '{"brandingRegions":[],"overrides":{}}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"draw_id" text PRIMARY KEY NOT NULL,
	"offer_key" text NOT NULL,
	"draw_no" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"draw_date" timestamp with time zone NOT NULL,
	"stop_date" timestamp with time zone NOT NULL,
	"prize_pool" bigint,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"prize_pool_suffix" text,
	"draw_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"results" jsonb,
	"ticket_cap" integer,
	"tickets_sold" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draws_tickets_within_cap" CHECK ("draws"."ticket_cap" is null or "draws"."tickets_sold" <= "draws"."ticket_cap")
);
--> statement-breakpoint
CREATE TABLE "pricing_product_offers" (
	"pricing_name" text NOT NULL,
	"offer_key" text NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "pricing_product_offers_pricing_name_offer_key_pk" PRIMARY KEY("pricing_name","offer_key")
);
--> statement-breakpoint
CREATE TABLE "pricings" (
	"name" text PRIMARY KEY NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"subvariant" text
);
--> statement-breakpoint
CREATE TABLE "product_offers" (
	"key" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"legacy_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"url_aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"availability" text DEFAULT 'available' NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"display_category" text NOT NULL,
	"causes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recurring_purchase" jsonb,
	"recurring_purchase_information" text,
	"game_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"selectable_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"anonymous_id" text NOT NULL,
	"device_uuid" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capability_suppressions" ADD CONSTRAINT "capability_suppressions_segment_name_segments_name_fk" FOREIGN KEY ("segment_name") REFERENCES "public"."segments"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capability_suppressions" ADD CONSTRAINT "capability_suppressions_capability_capabilities_name_fk" FOREIGN KEY ("capability") REFERENCES "public"."capabilities"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_offer_key_product_offers_key_fk" FOREIGN KEY ("offer_key") REFERENCES "public"."product_offers"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_product_offers" ADD CONSTRAINT "pricing_product_offers_pricing_name_pricings_name_fk" FOREIGN KEY ("pricing_name") REFERENCES "public"."pricings"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_product_offers" ADD CONSTRAINT "pricing_product_offers_offer_key_product_offers_key_fk" FOREIGN KEY ("offer_key") REFERENCES "public"."product_offers"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draws_offer_draw_no_idx" ON "draws" USING btree ("offer_key","draw_no");--> statement-breakpoint
CREATE INDEX "draws_offer_status_idx" ON "draws" USING btree ("offer_key","status","draw_date");--> statement-breakpoint
CREATE UNIQUE INDEX "product_offers_url_idx" ON "product_offers" USING btree (lower("url"));--> statement-breakpoint
CREATE INDEX "web_sessions_anonymous_idx" ON "web_sessions" USING btree ("anonymous_id");