CREATE TABLE "membership_benefit_links" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"program" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giveaway_entries" (
	"giveaway_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "giveaway_entries_giveaway_id_customer_id_pk" PRIMARY KEY("giveaway_id","customer_id"),
	CONSTRAINT "giveaway_entries_status" CHECK ("giveaway_entries"."status" in ('locked', 'unlocked', 'guaranteed')),
	CONSTRAINT "giveaway_entries_count" CHECK ("giveaway_entries"."count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "giveaway_winners" (
	"giveaway_id" text NOT NULL,
	"slot" integer NOT NULL,
	"customer_id" text NOT NULL,
	"entry_number" integer NOT NULL,
	"winner_name" text NOT NULL,
	"status" text NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL,
	CONSTRAINT "giveaway_winners_giveaway_id_slot_pk" PRIMARY KEY("giveaway_id","slot"),
	CONSTRAINT "giveaway_winners_status" CHECK ("giveaway_winners"."status" in ('paid', 'to_fulfil'))
);
--> statement-breakpoint
CREATE TABLE "giveaways" (
	"id" text PRIMARY KEY NOT NULL,
	"program" text NOT NULL,
	"type" text NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"images" jsonb NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"prize_kind" text NOT NULL,
	"prize_name" text NOT NULL,
	"prize_amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"winners_count" integer NOT NULL,
	"status" text NOT NULL,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "giveaways_type" CHECK ("giveaways"."type" in ('daily', 'major', 'monthly', 'preview', 'special')),
	CONSTRAINT "giveaways_status" CHECK ("giveaways"."status" in ('open', 'drawn')),
	CONSTRAINT "giveaways_prize" CHECK ("giveaways"."prize_kind" in ('credit', 'goods') and "giveaways"."prize_amount" >= 0),
	CONSTRAINT "giveaways_winners" CHECK ("giveaways"."winners_count" >= 1 and "giveaways"."close_at" > "giveaways"."open_at")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"customer_id" text NOT NULL,
	"program" text NOT NULL,
	"status" text NOT NULL,
	"tier" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "memberships_customer_id_program_pk" PRIMARY KEY("customer_id","program"),
	CONSTRAINT "memberships_status" CHECK ("memberships"."status" in ('member', 'non-member', 'pending-deposit')),
	CONSTRAINT "memberships_tier" CHECK ("memberships"."tier" in ('free', 'premium'))
);
--> statement-breakpoint
CREATE INDEX "giveaway_entries_customer_idx" ON "giveaway_entries" USING btree ("customer_id","giveaway_id");--> statement-breakpoint
CREATE INDEX "giveaway_winners_customer_idx" ON "giveaway_winners" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "giveaways_type_number_idx" ON "giveaways" USING btree ("program","type","number");--> statement-breakpoint
CREATE INDEX "giveaways_due_idx" ON "giveaways" USING btree ("status","close_at");--> statement-breakpoint
CREATE INDEX "memberships_program_status_idx" ON "memberships" USING btree ("program","status");