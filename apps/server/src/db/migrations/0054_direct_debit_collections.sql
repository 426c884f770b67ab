CREATE TABLE "funds_direct_debit_debits" (
	"deposit_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"mandate_id" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"file_id" text,
	"outcome" text,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "funds_direct_debit_debits_reference_unique" UNIQUE("reference"),
	CONSTRAINT "funds_direct_debit_debits_outcome" CHECK ("funds_direct_debit_debits"."outcome" is null or "funds_direct_debit_debits"."outcome" in ('collected', 'dishonoured', 'cancelled')),
	CONSTRAINT "funds_direct_debit_debits_amount_positive" CHECK ("funds_direct_debit_debits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "funds_direct_debit_files" (
	"id" text PRIMARY KEY NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "funds_direct_debit_files_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"processing_date" text NOT NULL,
	"debit_count" integer NOT NULL,
	"total_amount" bigint NOT NULL,
	"aba" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "funds_direct_debit_files_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE INDEX "funds_direct_debit_debits_file_idx" ON "funds_direct_debit_debits" USING btree ("file_id");