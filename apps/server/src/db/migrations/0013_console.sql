CREATE TABLE "balance_corrections" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"journal_id" text,
	CONSTRAINT "balance_corrections_status" CHECK ("balance_corrections"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "balance_corrections_amount_not_zero" CHECK ("balance_corrections"."amount" <> 0),
	CONSTRAINT "balance_corrections_four_eyes" CHECK ("balance_corrections"."decided_by" is null or "balance_corrections"."decided_by" <> "balance_corrections"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "lock_reason" text;--> statement-breakpoint
CREATE INDEX "balance_corrections_customer_idx" ON "balance_corrections" USING btree ("customer_id","requested_at");--> statement-breakpoint
CREATE INDEX "balance_corrections_status_idx" ON "balance_corrections" USING btree ("status","requested_at");