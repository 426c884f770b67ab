ALTER TABLE "withdrawals" ALTER COLUMN "bank_account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "bank_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "cause_key" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "cause_name" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "charity_name" text;--> statement-breakpoint
CREATE INDEX "withdrawals_cause_idx" ON "withdrawals" USING btree ("cause_key","status");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_account_or_cause" CHECK (("withdrawals"."bank_account_id" is null) <> ("withdrawals"."cause_key" is null) and ("withdrawals"."code" = 'do') = ("withdrawals"."cause_key" is not null)
        and ("withdrawals"."bank_type" is null) = ("withdrawals"."cause_key" is not null)
        and ("withdrawals"."cause_name" is null) = ("withdrawals"."cause_key" is null) and ("withdrawals"."charity_name" is null) = ("withdrawals"."cause_key" is null));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_cause_key_causes_key_fk" FOREIGN KEY ("cause_key") REFERENCES "public"."causes"("key") ON DELETE no action ON UPDATE no action;
