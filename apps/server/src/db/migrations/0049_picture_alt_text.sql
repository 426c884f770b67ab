ALTER TABLE "causes" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "raffle_prizes" ADD COLUMN "image_alt" text;