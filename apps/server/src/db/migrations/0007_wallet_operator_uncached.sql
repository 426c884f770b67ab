-- Operator accounts stop caching a balance (docs/decisions/155): their balance is the sum of their postings.
UPDATE "ledger_accounts" SET "balance" = 0 WHERE "holder" = 'operator';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_operator_uncached" CHECK ("ledger_accounts"."holder" <> 'operator' or "ledger_accounts"."balance" = 0);
