CREATE TABLE "verification_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"upload_id" text NOT NULL,
	"position" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sealed" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"uploaded_at" timestamp with time zone NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"documents_deleted_at" timestamp with time zone,
	CONSTRAINT "verification_uploads_kind" CHECK ("verification_uploads"."kind" in ('photo_id_upload', 'pdf_form')),
	CONSTRAINT "verification_uploads_status" CHECK ("verification_uploads"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_upload_id_verification_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."verification_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_documents_upload" ON "verification_documents" USING btree ("upload_id","position");--> statement-breakpoint
CREATE INDEX "verification_uploads_customer" ON "verification_uploads" USING btree ("customer_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "verification_uploads_status" ON "verification_uploads" USING btree ("status","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_uploads_one_pending" ON "verification_uploads" USING btree ("customer_id") WHERE "verification_uploads"."status" = 'pending';