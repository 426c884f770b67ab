CREATE TABLE "verification_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"method" text NOT NULL,
	"outcome" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_attempts_outcome" CHECK ("verification_attempts"."outcome" in ('verified', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "verification_attempts_customer" ON "verification_attempts" USING btree ("customer_id","method");