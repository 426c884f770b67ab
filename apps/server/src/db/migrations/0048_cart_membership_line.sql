ALTER TABLE "cart_items" ALTER COLUMN "draw_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "draw_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "draw_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_draw" CHECK ("cart_items"."product_type" = 'membership' or ("cart_items"."draw_no" is not null and "cart_items"."draw_id" is not null and "cart_items"."draw_date" is not null));