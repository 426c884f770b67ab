CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
-- Written by hand (docs/decisions/285): the one row, and a statement trigger on each static table
-- of the catalogue that moves the version on in the transaction of the change, so a process that
-- priced from an older copy sees the new version at its next purchase and reloads.
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_offers_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_offers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "product_offer_aliases_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_offer_aliases" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "game_types_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "game_offers_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_offers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "game_offer_prices_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_offer_prices" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "product_offer_causes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_offer_causes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
