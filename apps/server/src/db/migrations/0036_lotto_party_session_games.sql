ALTER TABLE "lotto_party_sessions" ADD COLUMN "games" jsonb;--> statement-breakpoint
ALTER TABLE "lotto_party_sessions" ADD COLUMN "game_price" bigint;--> statement-breakpoint
CREATE INDEX "lotto_party_sessions_status_idx" ON "lotto_party_sessions" USING btree ("draw_id") WHERE "lotto_party_sessions"."status" in ('closed', 'paid');