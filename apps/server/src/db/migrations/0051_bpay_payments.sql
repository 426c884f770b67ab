CREATE TABLE "funds_bpay_payments" (
	"bank_reference" text PRIMARY KEY NOT NULL,
	"customer_reference" text NOT NULL,
	"customer_id" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"paid_on" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"deposit_id" text,
	"imported_by" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "funds_bpay_payments_status" CHECK ("funds_bpay_payments"."status" in ('credited', 'waiting')),
	CONSTRAINT "funds_bpay_payments_amount_positive" CHECK ("funds_bpay_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "funds_bpay_references" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"customer_reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "funds_bpay_references_customer_reference_unique" UNIQUE("customer_reference")
);
--> statement-breakpoint
CREATE INDEX "funds_bpay_payments_status_idx" ON "funds_bpay_payments" USING btree ("status","imported_at");