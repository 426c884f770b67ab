CREATE TABLE "bank_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"bank_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"added_order" bigint GENERATED ALWAYS AS IDENTITY (sequence name "bank_accounts_added_order_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "bank_accounts_type" CHECK ("bank_accounts"."type" in ('national', 'international', 'payid_email', 'payid_phone')),
	CONSTRAINT "bank_accounts_bank_code" CHECK (("bank_accounts"."type" in ('national', 'international')) = ("bank_accounts"."bank_code" is not null))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"bank_account_id" text NOT NULL,
	"code" text NOT NULL,
	"bank_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"reserve_journal_id" text NOT NULL,
	"rejection_reason" text,
	"updated_by" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('requested', 'approved', 'paid', 'rejected', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_customer_idx" ON "bank_accounts" USING btree ("customer_id","added_order");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_same_account_idx" ON "bank_accounts" USING btree ("customer_id","type","account_number",coalesce("bank_code", ''));--> statement-breakpoint
CREATE INDEX "withdrawals_customer_idx" ON "withdrawals" USING btree ("customer_id","requested_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_reserve_journal_idx" ON "withdrawals" USING btree ("reserve_journal_id");