CREATE TABLE "result_corrections" (
	"correction_id" text PRIMARY KEY NOT NULL,
	"draw_id" text NOT NULL,
	"winning_numbers" jsonb NOT NULL,
	"divisions" jsonb NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"outcome" jsonb,
	CONSTRAINT "result_corrections_status" CHECK ("result_corrections"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX "result_corrections_draw_idx" ON "result_corrections" USING btree ("draw_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "result_corrections_one_pending_idx" ON "result_corrections" USING btree ("draw_id") WHERE "result_corrections"."status" = 'pending';