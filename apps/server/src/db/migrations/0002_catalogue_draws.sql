CREATE TABLE "causes" (
	"key" text PRIMARY KEY NOT NULL,
	"url_slug" text NOT NULL,
	"name" text NOT NULL,
	"charity_name" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"website_url" text,
	"logo_image" text,
	"state" text
);
--> statement-breakpoint
CREATE TABLE "game_offer_prices" (
	"offer_key" text NOT NULL,
	"game_type" text NOT NULL,
	"game_offer_key" text NOT NULL,
	"num_games" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	CONSTRAINT "game_offer_prices_offer_key_game_type_game_offer_key_num_games_pk" PRIMARY KEY("offer_key","game_type","game_offer_key","num_games"),
	CONSTRAINT "game_offer_prices_positive" CHECK ("game_offer_prices"."amount" > 0 and "game_offer_prices"."num_games" >= 1)
);
--> statement-breakpoint
CREATE TABLE "game_offers" (
	"offer_key" text NOT NULL,
	"game_type" text NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"number_sets" jsonb NOT NULL,
	"num_games" jsonb NOT NULL,
	"default_game_offer" boolean DEFAULT false NOT NULL,
	"multi_draw" jsonb NOT NULL,
	"min_games" integer NOT NULL,
	CONSTRAINT "game_offers_offer_key_game_type_key_pk" PRIMARY KEY("offer_key","game_type","key"),
	CONSTRAINT "game_offers_min_games" CHECK ("game_offers"."min_games" >= 1)
);
--> statement-breakpoint
CREATE TABLE "game_types" (
	"offer_key" text NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "game_types_offer_key_key_pk" PRIMARY KEY("offer_key","key")
);
--> statement-breakpoint
CREATE TABLE "product_offer_aliases" (
	"name" text PRIMARY KEY NOT NULL,
	"offer_key" text NOT NULL,
	"subvariant" text,
	"url" text NOT NULL,
	CONSTRAINT "product_offer_aliases_lower" CHECK ("product_offer_aliases"."name" = lower("product_offer_aliases"."name"))
);
--> statement-breakpoint
CREATE TABLE "product_offer_causes" (
	"offer_key" text NOT NULL,
	"cause_key" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_offer_causes_offer_key_cause_key_pk" PRIMARY KEY("offer_key","cause_key")
);
--> statement-breakpoint
CREATE TABLE "restrictions" (
	"id" text PRIMARY KEY NOT NULL,
	"pricing_name" text NOT NULL,
	"kind" text NOT NULL,
	"offer_key" text,
	"product_type" text,
	"message" text NOT NULL,
	CONSTRAINT "restrictions_target" CHECK ("restrictions"."offer_key" is not null or "restrictions"."product_type" is not null)
);
--> statement-breakpoint
CREATE TABLE "sub_variants" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"pricing_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draw_results" (
	"draw_id" text PRIMARY KEY NOT NULL,
	"winning_numbers" jsonb NOT NULL,
	"divisions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draw_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "draw_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"draw_id" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_prizes" (
	"prize_id" text PRIMARY KEY NOT NULL,
	"draw_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"value" bigint NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"image" text,
	"drawn_at" timestamp with time zone NOT NULL,
	CONSTRAINT "raffle_prizes_quantity" CHECK ("raffle_prizes"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "raffle_winners" (
	"winner_id" text PRIMARY KEY NOT NULL,
	"draw_id" text NOT NULL,
	"prize_id" text NOT NULL,
	"ticket_number" text NOT NULL,
	"winner_name" text NOT NULL,
	"location" text NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "syndicates" (
	"syndicate_encoded_id" text PRIMARY KEY NOT NULL,
	"offer_key" text NOT NULL,
	"draw_id" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"shares_sold" integer DEFAULT 0 NOT NULL,
	"share_price" integer NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"tickets" jsonb NOT NULL,
	CONSTRAINT "syndicates_shares_within_size" CHECK ("syndicates"."shares_sold" >= 0 and "syndicates"."shares_sold" <= "syndicates"."size")
);
--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "prize_value" bigint;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "feature_image" text;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "pre_order_start_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "open_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "jackpot_image" text;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "special_draw_name" text;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "special_draw_png_image" text;--> statement-breakpoint
ALTER TABLE "product_offers" ADD COLUMN "lottery_key" text;--> statement-breakpoint
UPDATE "product_offers" SET "lottery_key" = "key";--> statement-breakpoint
ALTER TABLE "product_offers" ALTER COLUMN "lottery_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "game_offer_prices" ADD CONSTRAINT "game_offer_prices_offer_key_game_type_game_offer_key_game_offers_offer_key_game_type_key_fk" FOREIGN KEY ("offer_key","game_type","game_offer_key") REFERENCES "public"."game_offers"("offer_key","game_type","key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_offers" ADD CONSTRAINT "game_offers_offer_key_game_type_game_types_offer_key_key_fk" FOREIGN KEY ("offer_key","game_type") REFERENCES "public"."game_types"("offer_key","key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_types" ADD CONSTRAINT "game_types_offer_key_product_offers_key_fk" FOREIGN KEY ("offer_key") REFERENCES "public"."product_offers"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offer_aliases" ADD CONSTRAINT "product_offer_aliases_offer_key_product_offers_key_fk" FOREIGN KEY ("offer_key") REFERENCES "public"."product_offers"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offer_causes" ADD CONSTRAINT "product_offer_causes_offer_key_product_offers_key_fk" FOREIGN KEY ("offer_key") REFERENCES "public"."product_offers"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offer_causes" ADD CONSTRAINT "product_offer_causes_cause_key_causes_key_fk" FOREIGN KEY ("cause_key") REFERENCES "public"."causes"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictions" ADD CONSTRAINT "restrictions_pricing_name_pricings_name_fk" FOREIGN KEY ("pricing_name") REFERENCES "public"."pricings"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictions" ADD CONSTRAINT "restrictions_offer_key_product_offers_key_fk" FOREIGN KEY ("offer_key") REFERENCES "public"."product_offers"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_variants" ADD CONSTRAINT "sub_variants_pricing_name_pricings_name_fk" FOREIGN KEY ("pricing_name") REFERENCES "public"."pricings"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_results" ADD CONSTRAINT "draw_results_draw_id_draws_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("draw_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_status_changes" ADD CONSTRAINT "draw_status_changes_draw_id_draws_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("draw_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_prizes" ADD CONSTRAINT "raffle_prizes_draw_id_draws_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("draw_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_draw_id_draws_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("draw_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_prize_id_raffle_prizes_prize_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."raffle_prizes"("prize_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syndicates" ADD CONSTRAINT "syndicates_offer_key_product_offers_key_fk" FOREIGN KEY ("offer_key") REFERENCES "public"."product_offers"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syndicates" ADD CONSTRAINT "syndicates_draw_id_draws_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("draw_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "causes_url_slug_idx" ON "causes" USING btree (lower("url_slug"));--> statement-breakpoint
CREATE INDEX "product_offer_aliases_offer_idx" ON "product_offer_aliases" USING btree ("offer_key");--> statement-breakpoint
CREATE INDEX "product_offer_causes_cause_idx" ON "product_offer_causes" USING btree ("cause_key");--> statement-breakpoint
CREATE INDEX "restrictions_pricing_idx" ON "restrictions" USING btree ("pricing_name");--> statement-breakpoint
CREATE INDEX "draw_status_changes_draw_idx" ON "draw_status_changes" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "raffle_prizes_draw_idx" ON "raffle_prizes" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "raffle_winners_draw_idx" ON "raffle_winners" USING btree ("draw_id");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_winners_ticket_idx" ON "raffle_winners" USING btree ("draw_id","ticket_number");--> statement-breakpoint
CREATE INDEX "syndicates_draw_idx" ON "syndicates" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "draws_draw_date_idx" ON "draws" USING btree ("draw_date");--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_tickets_sold_positive" CHECK ("draws"."tickets_sold" >= 0);