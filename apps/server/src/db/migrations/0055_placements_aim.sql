ALTER TABLE "placements" ADD COLUMN "segment_name" text;--> statement-breakpoint
ALTER TABLE "placements" ADD COLUMN "branding_key" text;