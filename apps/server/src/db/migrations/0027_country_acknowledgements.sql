CREATE TABLE "country_acknowledgements" (
	"customer_id" text NOT NULL,
	"country_code" text NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "country_acknowledgements_customer_id_country_code_pk" PRIMARY KEY("customer_id","country_code"),
	CONSTRAINT "country_acknowledgements_code" CHECK ("country_acknowledgements"."country_code" ~ '^[A-Z]{2}$')
);
