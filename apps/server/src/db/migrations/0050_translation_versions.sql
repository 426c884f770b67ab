CREATE TABLE "translation_versions" (
	"locale" text NOT NULL,
	"context" text NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"type" text NOT NULL,
	"value" jsonb NOT NULL,
	"saved_by" text,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "translation_versions_locale_context_key_version_pk" PRIMARY KEY("locale","context","key","version")
);
--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
INSERT INTO "translation_versions" ("locale", "context", "key", "version", "type", "value", "saved_by", "saved_at") SELECT "locale", "context", "key", 1, "type", "value", NULL, "updated_at" FROM "translations";
