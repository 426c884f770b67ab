CREATE TABLE "analytics_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"anonymous_id" text,
	"customer_id" text,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"screen" text,
	"properties" jsonb NOT NULL,
	"referrer" text,
	"referring_domain" text,
	"campaign" text,
	"medium" text,
	"source" text,
	"term" text,
	"content" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_customer_idx" ON "analytics_events" USING btree ("customer_id","created_at");