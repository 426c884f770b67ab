CREATE TABLE "partner_channels" (
	"partner_id" text NOT NULL,
	"channel_key" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_channels_partner_id_channel_key_pk" PRIMARY KEY("partner_id","channel_key")
);
--> statement-breakpoint
CREATE TABLE "partner_sales" (
	"deposit_id" text PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"channel_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"checkout_id" text,
	"amount" bigint,
	"currency" text,
	"created_at" timestamp with time zone NOT NULL,
	"bought_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_channels" ADD CONSTRAINT "partner_channels_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_sales" ADD CONSTRAINT "partner_sales_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_sales_report_idx" ON "partner_sales" USING btree ("partner_id","channel_key") WHERE "partner_sales"."checkout_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_sales_checkout_idx" ON "partner_sales" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_slug_idx" ON "partners" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_key_idx" ON "partners" USING btree ("key");