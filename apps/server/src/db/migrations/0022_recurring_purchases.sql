CREATE TABLE "recurring_placements" (
	"recurring_purchase_id" text NOT NULL,
	"draw_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"outcome" text NOT NULL,
	"checkout_id" text,
	"failure_code" text,
	"draw_date" timestamp with time zone NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recurring_placements_recurring_purchase_id_draw_id_pk" PRIMARY KEY("recurring_purchase_id","draw_id"),
	CONSTRAINT "recurring_placements_outcome" CHECK (("recurring_placements"."outcome" = 'purchased' and "recurring_placements"."failure_code" is null) or ("recurring_placements"."outcome" = 'hard_failure' and "recurring_placements"."failure_code" is not null and "recurring_placements"."checkout_id" is null))
);
--> statement-breakpoint
CREATE TABLE "recurring_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"product_type" text NOT NULL,
	"product_offer_key" text NOT NULL,
	"lottery_key" text NOT NULL,
	"game_type" text NOT NULL,
	"game_offer" text NOT NULL,
	"num_games" integer NOT NULL,
	"quantity" integer NOT NULL,
	"games" jsonb NOT NULL,
	"quick_pick" boolean NOT NULL,
	"day" text,
	"cause_key" text,
	"frequency" text,
	"minimum_jackpot_amount" bigint,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"paused_until" timestamp with time zone,
	"last_attempt_status" text,
	"last_attempt_at" timestamp with time zone,
	"last_failure_code" text,
	"source_checkout_id" text NOT NULL,
	"source_cart_item_id" text NOT NULL,
	"starts_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recurring_purchases_counts" CHECK ("recurring_purchases"."num_games" >= 1 and "recurring_purchases"."quantity" >= 1),
	CONSTRAINT "recurring_purchases_status" CHECK ("recurring_purchases"."status" in ('recurring_status_active', 'recurring_status_paused', 'recurring_status_timed_pause', 'recurring_status_cancelled')),
	CONSTRAINT "recurring_purchases_timed_pause" CHECK (("recurring_purchases"."status" = 'recurring_status_timed_pause') = ("recurring_purchases"."paused_until" is not null)),
	CONSTRAINT "recurring_purchases_last_attempt" CHECK ("recurring_purchases"."last_attempt_status" is null or "recurring_purchases"."last_attempt_status" in ('purchased', 'soft_failure', 'hard_failure')),
	CONSTRAINT "recurring_purchases_minimum_jackpot" CHECK ("recurring_purchases"."minimum_jackpot_amount" is null or "recurring_purchases"."minimum_jackpot_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "recurring_placements" ADD CONSTRAINT "recurring_placements_recurring_purchase_id_recurring_purchases_id_fk" FOREIGN KEY ("recurring_purchase_id") REFERENCES "public"."recurring_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_placements_draw_idx" ON "recurring_placements" USING btree ("draw_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_purchases_source_item_idx" ON "recurring_purchases" USING btree ("source_cart_item_id");--> statement-breakpoint
CREATE INDEX "recurring_purchases_customer_idx" ON "recurring_purchases" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "recurring_purchases_due_idx" ON "recurring_purchases" USING btree ("product_offer_key","id") WHERE "recurring_purchases"."status" <> 'recurring_status_cancelled';