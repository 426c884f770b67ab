-- A new payout destination waits before its first withdrawal (docs/decisions/346); accounts kept before this were usable at once.
ALTER TABLE "bank_accounts" ADD COLUMN "usable_from" timestamp with time zone;--> statement-breakpoint
UPDATE "bank_accounts" SET "usable_from" = "created_at";--> statement-breakpoint
ALTER TABLE "bank_accounts" ALTER COLUMN "usable_from" SET NOT NULL;
