CREATE TABLE "content_item_versions" (
	"item_id" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"publish_date" timestamp with time zone,
	"fields" jsonb NOT NULL,
	"saved_by" text,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_item_versions_item_id_version_pk" PRIMARY KEY("item_id","version")
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" text PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"status" text NOT NULL,
	"publish_date" timestamp with time zone,
	"fields" jsonb NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_items_status_check" CHECK ("content_items"."status" in ('published', 'draft', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"locale" text NOT NULL,
	"context" text NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "translations_locale_context_key_pk" PRIMARY KEY("locale","context","key"),
	CONSTRAINT "translations_type_check" CHECK ("translations"."type" in ('plain', 'markdown', 'image', 'seo', 'json'))
);
--> statement-breakpoint
ALTER TABLE "content_item_versions" ADD CONSTRAINT "content_item_versions_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_collection_idx" ON "content_items" USING btree ("collection","status","publish_date");