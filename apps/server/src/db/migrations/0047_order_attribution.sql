ALTER TABLE "orders" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "affiliate_code" text;--> statement-breakpoint
CREATE INDEX "analytics_events_anonymous_idx" ON "analytics_events" USING btree ("anonymous_id","seq");--> statement-breakpoint
CREATE INDEX "orders_affiliate_idx" ON "orders" USING btree ("affiliate_code","created_at");--> statement-breakpoint
CREATE INDEX "orders_attributed_idx" ON "orders" USING btree ("created_at") WHERE "orders"."attribution" is not null;