ALTER TABLE "draws" DROP COLUMN "draw_data";--> statement-breakpoint
ALTER TABLE "draws" DROP COLUMN "results";--> statement-breakpoint
ALTER TABLE "pricings" DROP COLUMN "subvariant";--> statement-breakpoint
ALTER TABLE "product_offers" DROP COLUMN "legacy_keys";--> statement-breakpoint
ALTER TABLE "product_offers" DROP COLUMN "url_aliases";--> statement-breakpoint
ALTER TABLE "product_offers" DROP COLUMN "causes";--> statement-breakpoint
ALTER TABLE "product_offers" DROP COLUMN "game_types";