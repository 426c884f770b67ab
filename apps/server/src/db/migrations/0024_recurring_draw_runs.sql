CREATE TABLE "recurring_draw_runs" (
	"draw_id" text PRIMARY KEY NOT NULL,
	"product_offer_key" text NOT NULL,
	"pending" integer NOT NULL,
	"waiting_for_jackpot" integer NOT NULL,
	"soft_failures" integer NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
