CREATE TABLE "customer_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "customer_notes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" text NOT NULL,
	"author_id" text NOT NULL,
	"author_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_verifications" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"document_type" text,
	"reason" text NOT NULL,
	"checked_by" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_verifications_status" CHECK ("customer_verifications"."status" in ('unverified', 'verified', 'failed')),
	CONSTRAINT "customer_verifications_document" CHECK ("customer_verifications"."status" = 'unverified' or "customer_verifications"."document_type" is not null)
);
--> statement-breakpoint
CREATE INDEX "customer_notes_customer_idx" ON "customer_notes" USING btree ("customer_id","seq");--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers); docs/decisions/273.
-- Staff notes are append-only: a wrong note is answered by a new one.
CREATE FUNCTION "customer_notes_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'customer_notes is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "customer_notes_append_only" BEFORE UPDATE OR DELETE ON "customer_notes"
  FOR EACH ROW EXECUTE FUNCTION "customer_notes_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "customer_notes_no_truncate" BEFORE TRUNCATE ON "customer_notes"
  FOR EACH STATEMENT EXECUTE FUNCTION "customer_notes_refuse_change"();
