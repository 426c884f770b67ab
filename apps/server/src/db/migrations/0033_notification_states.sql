CREATE TABLE "notification_states" (
	"customer_id" text NOT NULL,
	"notification_id" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "notification_states_customer_id_notification_id_pk" PRIMARY KEY("customer_id","notification_id")
);
--> statement-breakpoint
CREATE INDEX "notification_states_customer_idx" ON "notification_states" USING btree ("customer_id","read_at");