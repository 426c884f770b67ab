CREATE TABLE "feedback_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "feedback_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rating" smallint NOT NULL,
	"comment" text,
	"email" text,
	"customer_id" text,
	"source" text NOT NULL,
	"variant" text NOT NULL,
	"client_build" text NOT NULL,
	"client_version" text NOT NULL,
	"client_timezone" text NOT NULL,
	"client_locale" text NOT NULL,
	"sender_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "feedback_events_created_idx" ON "feedback_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_events_sender_idx" ON "feedback_events" USING btree ("sender_key","created_at");