CREATE TABLE "funds_direct_debit_mandates" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"account_name" text NOT NULL,
	"bsb" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"account_number_last3" text NOT NULL,
	"agreement_version" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "funds_direct_debit_mandates_status" CHECK ("funds_direct_debit_mandates"."status" in ('active', 'cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "funds_direct_debit_mandates_active" ON "funds_direct_debit_mandates" USING btree ("customer_id") WHERE "funds_direct_debit_mandates"."status" = 'active';--> statement-breakpoint
CREATE INDEX "funds_direct_debit_mandates_customer_idx" ON "funds_direct_debit_mandates" USING btree ("customer_id","created_at");