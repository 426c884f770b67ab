CREATE TABLE "order_lines" (
	"order_line_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_type" text NOT NULL,
	"product_offer_key" text NOT NULL,
	"game_type" text NOT NULL,
	"game_offer" text NOT NULL,
	"num_games" integer NOT NULL,
	"num_draws" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"day" text,
	"cause_key" text,
	"syndicate_encoded_id" text,
	"cart_item_id" text,
	CONSTRAINT "order_lines_counts" CHECK ("order_lines"."num_games" >= 1 and "order_lines"."num_draws" >= 1 and "order_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"total" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"tracking_data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_amounts" CHECK ("orders"."total" >= 0 and "orders"."discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_ticket_counters" (
	"draw_id" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "raffle_ticket_counters_positive" CHECK ("raffle_ticket_counters"."last_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "raffle_tickets" (
	"draw_id" text NOT NULL,
	"ticket_number" integer NOT NULL,
	"ticket_id" text NOT NULL,
	CONSTRAINT "raffle_tickets_draw_number_pk" PRIMARY KEY("draw_id","ticket_number"),
	CONSTRAINT "raffle_tickets_number_positive" CHECK ("raffle_tickets"."ticket_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "syndicate_shares" (
	"ticket_id" text PRIMARY KEY NOT NULL,
	"syndicate_encoded_id" text NOT NULL,
	"draw_id" text NOT NULL,
	"num_shares" integer NOT NULL,
	"syndicate_name" text NOT NULL,
	"syndicate_size" integer NOT NULL,
	"syndicate_tickets" jsonb NOT NULL,
	CONSTRAINT "syndicate_shares_within_size" CHECK ("syndicate_shares"."num_shares" >= 1 and "syndicate_shares"."num_shares" <= "syndicate_shares"."syndicate_size")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"ticket_id" text PRIMARY KEY NOT NULL,
	"order_line_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"product_type" text NOT NULL,
	"draw_id" text NOT NULL,
	"draw_no" integer NOT NULL,
	"draw_date" timestamp with time zone NOT NULL,
	"game_type" text NOT NULL,
	"game_offer" text NOT NULL,
	"num_games" integer NOT NULL,
	"games" jsonb NOT NULL,
	"quick_pick" jsonb NOT NULL,
	"combo_games" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"day" text,
	"cause_key" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_tickets" ADD CONSTRAINT "raffle_tickets_ticket_id_tickets_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("ticket_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syndicate_shares" ADD CONSTRAINT "syndicate_shares_ticket_id_tickets_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("ticket_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_line_id_order_lines_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("order_line_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_position_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_id_idx" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "raffle_tickets_ticket_idx" ON "raffle_tickets" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "syndicate_shares_syndicate_idx" ON "syndicate_shares" USING btree ("syndicate_encoded_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_line_draw_idx" ON "tickets" USING btree ("order_line_id","draw_id");--> statement-breakpoint
CREATE INDEX "tickets_customer_draw_date_idx" ON "tickets" USING btree ("customer_id","draw_date");--> statement-breakpoint
CREATE INDEX "tickets_draw_idx" ON "tickets" USING btree ("draw_id");