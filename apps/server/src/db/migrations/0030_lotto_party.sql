CREATE TABLE "lotto_party_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"folded_name" text NOT NULL,
	"publicity_status" text NOT NULL,
	"organiser_id" text NOT NULL,
	"invite_token" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lotto_party_groups_publicity" CHECK ("lotto_party_groups"."publicity_status" in ('private', 'promoted', 'public'))
);
--> statement-breakpoint
CREATE TABLE "lotto_party_members" (
	"group_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lotto_party_members_group_id_customer_id_pk" PRIMARY KEY("group_id","customer_id"),
	CONSTRAINT "lotto_party_members_role" CHECK ("lotto_party_members"."role" in ('organiser', 'joiner'))
);
--> statement-breakpoint
CREATE TABLE "lotto_party_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"organiser_id" text NOT NULL,
	"draw_id" text NOT NULL,
	"product_offer_key" text NOT NULL,
	"share_price" bigint NOT NULL,
	"currency" text NOT NULL,
	"shares_total" integer NOT NULL,
	"shares_sold" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"autosession_status" text NOT NULL,
	"stop_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lotto_party_sessions_status" CHECK ("lotto_party_sessions"."status" in ('open', 'closed', 'paid', 'cancelled')),
	CONSTRAINT "lotto_party_sessions_autosession" CHECK ("lotto_party_sessions"."autosession_status" in ('on', 'paused', 'off')),
	CONSTRAINT "lotto_party_sessions_price" CHECK ("lotto_party_sessions"."share_price" >= 100 and "lotto_party_sessions"."share_price" <= 100000),
	CONSTRAINT "lotto_party_sessions_shares" CHECK ("lotto_party_sessions"."shares_total" between 2 and 100 and "lotto_party_sessions"."shares_sold" >= 0 and "lotto_party_sessions"."shares_sold" <= "lotto_party_sessions"."shares_total")
);
--> statement-breakpoint
CREATE TABLE "lotto_party_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"shares" integer NOT NULL,
	"amount_paid" bigint NOT NULL,
	"currency" text NOT NULL,
	"checkout_id" text NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lotto_party_shares_counts" CHECK ("lotto_party_shares"."shares" >= 1 and "lotto_party_shares"."amount_paid" >= 0 and "lotto_party_shares"."refunded" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lotto_party_members" ADD CONSTRAINT "lotto_party_members_group_id_lotto_party_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."lotto_party_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_sessions" ADD CONSTRAINT "lotto_party_sessions_group_id_lotto_party_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."lotto_party_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_shares" ADD CONSTRAINT "lotto_party_shares_session_id_lotto_party_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."lotto_party_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lotto_party_groups_folded_name_idx" ON "lotto_party_groups" USING btree ("folded_name");--> statement-breakpoint
CREATE UNIQUE INDEX "lotto_party_groups_invite_token_idx" ON "lotto_party_groups" USING btree ("invite_token");--> statement-breakpoint
CREATE INDEX "lotto_party_groups_publicity_idx" ON "lotto_party_groups" USING btree ("publicity_status","created_at");--> statement-breakpoint
CREATE INDEX "lotto_party_members_customer_idx" ON "lotto_party_members" USING btree ("customer_id","joined_at");--> statement-breakpoint
CREATE INDEX "lotto_party_sessions_group_idx" ON "lotto_party_sessions" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "lotto_party_sessions_open_idx" ON "lotto_party_sessions" USING btree ("draw_id","stop_at") WHERE "lotto_party_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "lotto_party_shares_session_idx" ON "lotto_party_shares" USING btree ("session_id","customer_id");--> statement-breakpoint
CREATE INDEX "lotto_party_shares_customer_idx" ON "lotto_party_shares" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lotto_party_shares_checkout_idx" ON "lotto_party_shares" USING btree ("checkout_id","session_id");