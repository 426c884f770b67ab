CREATE TABLE "funds_bank_statement_lines" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"customer_reference" text,
	"customer_id" text,
	"method_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"paid_on" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"deposit_id" text,
	"imported_by" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "funds_bank_statement_lines_status" CHECK ("funds_bank_statement_lines"."status" in ('credited', 'waiting')),
	CONSTRAINT "funds_bank_statement_lines_method" CHECK ("funds_bank_statement_lines"."method_code" in ('bd', 'td')),
	CONSTRAINT "funds_bank_statement_lines_amount_positive" CHECK ("funds_bank_statement_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "funds_bank_statement_lines_status_idx" ON "funds_bank_statement_lines" USING btree ("status","imported_at");