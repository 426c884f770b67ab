CREATE TABLE "raffle_seeds" (
	"draw_id" text PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"committed_at" timestamp with time zone NOT NULL,
	"tickets_digest" text,
	"tickets_count" integer,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "result_entries" (
	"draw_id" text PRIMARY KEY NOT NULL,
	"winning_numbers" jsonb NOT NULL,
	"divisions" jsonb NOT NULL,
	"entered_by" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"corrections" integer DEFAULT 0 NOT NULL,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "winner_notices" (
	"notice_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"draw_id" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "winnings" (
	"winning_id" text PRIMARY KEY NOT NULL,
	"ticket_id" text NOT NULL,
	"division" text NOT NULL,
	"draw_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"product_offer_key" text NOT NULL,
	"entries" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"scored_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"released_by" text,
	CONSTRAINT "winnings_amount" CHECK ("winnings"."amount" >= 0 and "winnings"."entries" >= 1),
	CONSTRAINT "winnings_status" CHECK ("winnings"."status" in ('scored', 'paid', 'held', 'released'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "winner_notices_customer_draw_idx" ON "winner_notices" USING btree ("customer_id","draw_id");--> statement-breakpoint
CREATE INDEX "winner_notices_customer_idx" ON "winner_notices" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "winnings_ticket_division_idx" ON "winnings" USING btree ("ticket_id","division");--> statement-breakpoint
CREATE INDEX "winnings_draw_status_idx" ON "winnings" USING btree ("draw_id","status","winning_id");--> statement-breakpoint
CREATE INDEX "winnings_customer_idx" ON "winnings" USING btree ("customer_id","draw_id");