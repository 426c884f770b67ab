CREATE TABLE "cart_items" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_offer_key" text NOT NULL,
	"product_type" text NOT NULL,
	"lottery_key" text NOT NULL,
	"game_type" text NOT NULL,
	"game_offer" text NOT NULL,
	"num_games" integer NOT NULL,
	"num_draws" integer NOT NULL,
	"quantity" integer NOT NULL,
	"games" jsonb NOT NULL,
	"quick_pick" boolean NOT NULL,
	"draw_no" integer NOT NULL,
	"draw_id" text NOT NULL,
	"draw_date" timestamp with time zone NOT NULL,
	"day" text,
	"cause_key" text,
	"syndicate_encoded_id" text,
	"recurring_type" text,
	"recurring_enabled" boolean DEFAULT false NOT NULL,
	"minimum_jackpot_amount" integer,
	"favourite" boolean DEFAULT false NOT NULL,
	"affiliate_code" text,
	"added_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_items_counts" CHECK ("cart_items"."num_games" >= 1 and "cart_items"."num_draws" >= 1 and "cart_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"anonymous_token_hash" text,
	"status" text DEFAULT 'active' NOT NULL,
	"promotion_code" text,
	"converted_into_cart_id" text,
	"checkout_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "carts_owner" CHECK (("carts"."customer_id" is null) <> ("carts"."anonymous_token_hash" is null))
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"voucher_code" text NOT NULL,
	"customer_id" text NOT NULL,
	"checkout_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "voucher_redemptions_voucher_code_customer_id_pk" PRIMARY KEY("voucher_code","customer_id")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"amount" integer,
	"percent_off" integer,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"minimum_spend" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vouchers_code_upper" CHECK ("vouchers"."code" = upper("vouchers"."code")),
	CONSTRAINT "vouchers_terms" CHECK (case "vouchers"."type"
        when 'voucher_percent_discount' then "vouchers"."percent_off" between 1 and 100 and "vouchers"."amount" is null
        when 'voucher_fixed_discount' then "vouchers"."amount" > 0 and "vouchers"."percent_off" is null
        when 'voucher_fixed_discount_expire' then "vouchers"."amount" > 0 and "vouchers"."percent_off" is null
        when 'voucher_credit_amount' then "vouchers"."amount" > 0 and "vouchers"."percent_off" is null
        else false end),
	CONSTRAINT "vouchers_expiry" CHECK (("vouchers"."type" = 'voucher_fixed_discount_expire') = ("vouchers"."expires_at" is not null)),
	CONSTRAINT "vouchers_minimum_spend" CHECK ("vouchers"."minimum_spend" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_code_vouchers_code_fk" FOREIGN KEY ("voucher_code") REFERENCES "public"."vouchers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_active_customer_idx" ON "carts" USING btree ("customer_id") WHERE "carts"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "carts_anonymous_token_idx" ON "carts" USING btree ("anonymous_token_hash");--> statement-breakpoint
CREATE INDEX "carts_anonymous_last_used_idx" ON "carts" USING btree ("last_used_at") WHERE "carts"."anonymous_token_hash" is not null;