CREATE TABLE "raffle_drafts" (
	"raffle_id" text PRIMARY KEY NOT NULL,
	"offer_key" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"raffle" jsonb NOT NULL,
	"draw_id" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone,
	CONSTRAINT "raffle_drafts_status" CHECK ("raffle_drafts"."status" in ('draft', 'published')),
	CONSTRAINT "raffle_drafts_published" CHECK (("raffle_drafts"."status" = 'published') = ("raffle_drafts"."draw_id" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_drafts_offer_key_idx" ON "raffle_drafts" USING btree ("offer_key");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_drafts_url_idx" ON "raffle_drafts" USING btree (lower("url"));