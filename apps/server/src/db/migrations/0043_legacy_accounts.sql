CREATE TABLE "legacy_accounts" (
	"legacy_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"balance" bigint NOT NULL,
	"currency" text NOT NULL,
	"eligibility" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"customer_id" text,
	"imported_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"migrated_at" timestamp with time zone,
	"journal_id" text,
	"failure" text,
	CONSTRAINT "legacy_accounts_status" CHECK ("legacy_accounts"."status" in ('waiting', 'in_progress', 'migrated', 'failed')),
	CONSTRAINT "legacy_accounts_eligibility" CHECK ("legacy_accounts"."eligibility" in ('soft', 'hard')),
	CONSTRAINT "legacy_accounts_balance" CHECK ("legacy_accounts"."balance" >= 0),
	CONSTRAINT "legacy_accounts_claimed" CHECK ("legacy_accounts"."status" = 'waiting' or "legacy_accounts"."customer_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "ledger_journals" DROP CONSTRAINT "ledger_journals_kind";--> statement-breakpoint
CREATE UNIQUE INDEX "legacy_accounts_email_idx" ON "legacy_accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "legacy_accounts_in_progress_idx" ON "legacy_accounts" USING btree ("status") WHERE "legacy_accounts"."status" = 'in_progress';--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_kind" CHECK ("ledger_journals"."kind" in ('purchase', 'promotional_credit', 'deposit', 'prize', 'refund', 'withdrawal', 'correction', 'migration'));