CREATE TABLE "funds_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"gateway" text NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"holder_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "funds_deposits" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"method_code" text NOT NULL,
	"fund_id" text,
	"gateway" text NOT NULL,
	"gateway_reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"authorisation_url" text,
	"message" text,
	"transaction_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"purchase" jsonb,
	"checkout_id" text,
	"purchase_error_code" text,
	"purchase_error_message" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "funds_deposits_status" CHECK ("funds_deposits"."status" in ('pending_authorisation', 'completed', 'declined', 'cancelled')),
	CONSTRAINT "funds_deposits_amount_positive" CHECK ("funds_deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"holder_name" text NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_gateway_cards_behaviour" CHECK ("sandbox_gateway_cards"."behaviour" in ('approve', 'decline', 'insufficient_funds', 'challenge'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"token" text,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"decline_message" text,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_gateway_payments_status" CHECK ("sandbox_gateway_payments"."status" in ('challenge', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "funds_cards_gateway_token_idx" ON "funds_cards" USING btree ("gateway","token");--> statement-breakpoint
CREATE INDEX "funds_cards_customer_idx" ON "funds_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "funds_cards_one_default_idx" ON "funds_cards" USING btree ("customer_id") WHERE "funds_cards"."is_default" and "funds_cards"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "funds_deposits_gateway_reference_idx" ON "funds_deposits" USING btree ("gateway","gateway_reference");--> statement-breakpoint
CREATE INDEX "funds_deposits_customer_idx" ON "funds_deposits" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_payments_key_idx" ON "sandbox_gateway_payments" USING btree ("idempotency_key");