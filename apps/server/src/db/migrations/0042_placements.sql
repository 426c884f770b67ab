CREATE TABLE "placements" (
	"placement_id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"product_offer_key" text NOT NULL,
	"game_offer" text NOT NULL,
	"num_games" integer NOT NULL,
	"headline" text NOT NULL,
	"message" text NOT NULL,
	"position" integer NOT NULL,
	"active" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "placements_key_idx" ON "placements" USING btree ("key","position");