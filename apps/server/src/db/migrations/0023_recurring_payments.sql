CREATE TABLE "recurring_charges" (
	"recurring_purchase_id" text NOT NULL,
	"draw_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"customer_id" text NOT NULL,
	"fund_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"gateway_reference" text,
	"deposit_id" text,
	"failure_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recurring_charges_recurring_purchase_id_draw_id_attempt_pk" PRIMARY KEY("recurring_purchase_id","draw_id","attempt"),
	CONSTRAINT "recurring_charges_status" CHECK ("recurring_charges"."status" in ('asked', 'booked', 'declined')),
	CONSTRAINT "recurring_charges_amount_positive" CHECK ("recurring_charges"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "recurring_notices" (
	"recurring_purchase_id" text NOT NULL,
	"draw_id" text NOT NULL,
	"kind" text NOT NULL,
	"customer_id" text NOT NULL,
	"reason" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recurring_notices_recurring_purchase_id_draw_id_kind_pk" PRIMARY KEY("recurring_purchase_id","draw_id","kind"),
	CONSTRAINT "recurring_notices_kind" CHECK ("recurring_notices"."kind" in ('failure', 'warning'))
);
--> statement-breakpoint
CREATE TABLE "recurring_purchase_methods" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"fund_id" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_gateway_cards" DROP CONSTRAINT "sandbox_gateway_cards_behaviour";--> statement-breakpoint
ALTER TABLE "sandbox_gateway_payments" ADD COLUMN "decline_code" text;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_payments" ADD COLUMN "off_session" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_charges_key_idx" ON "recurring_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "recurring_charges_asked_idx" ON "recurring_charges" USING btree ("status") WHERE "recurring_charges"."status" = 'asked';--> statement-breakpoint
CREATE INDEX "recurring_notices_customer_idx" ON "recurring_notices" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "sandbox_gateway_cards" ADD CONSTRAINT "sandbox_gateway_cards_behaviour" CHECK ("sandbox_gateway_cards"."behaviour" in ('approve', 'decline', 'insufficient_funds', 'expired', 'challenge'));