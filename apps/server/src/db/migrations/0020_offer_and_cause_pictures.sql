ALTER TABLE "causes" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "product_offers" ADD COLUMN "logo_image" text;