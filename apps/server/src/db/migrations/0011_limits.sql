CREATE TABLE "activity_statements_sent" (
	"customer_id" text NOT NULL,
	"month" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"pending_amount" integer,
	"pending_from" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_states" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"excluded_until" timestamp with time zone,
	"excluded_indefinitely" boolean DEFAULT false NOT NULL,
	"excluded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "limit_usage" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "limit_usage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "activity_statements_sent_customer_month" ON "activity_statements_sent" USING btree ("customer_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_limits_customer_kind_period" ON "customer_limits" USING btree ("customer_id","kind","period");--> statement-breakpoint
CREATE INDEX "limit_usage_customer_kind_at" ON "limit_usage" USING btree ("customer_id","kind","at");--> statement-breakpoint
CREATE UNIQUE INDEX "limit_usage_kind_reference" ON "limit_usage" USING btree ("kind","reference");