ALTER TABLE "orders" ADD COLUMN "order_no" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_charged" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_label" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_idx" ON "orders" USING btree ("order_no");