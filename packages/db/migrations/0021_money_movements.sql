CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"appointment_id" uuid,
	"sale_id" uuid,
	"customer_id" uuid,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'succeeded' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"stripe_payment_intent_id" text,
	"stripe_refund_id" text,
	"refund_of" uuid,
	"reason" text,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_kind" CHECK ("payment_transactions"."kind" in ('charge', 'refund', 'fee')),
	CONSTRAINT "payment_transactions_method" CHECK ("payment_transactions"."method" in ('online', 'card_on_file', 'cash', 'card_terminal')),
	CONSTRAINT "payment_transactions_status" CHECK ("payment_transactions"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "payment_transactions_amount_positive" CHECK ("payment_transactions"."amount" > 0),
	CONSTRAINT "payment_transactions_refund_links" CHECK (("payment_transactions"."kind" = 'refund') = ("payment_transactions"."refund_of" is not null))
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_refund_of_payment_transactions_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."payment_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD CONSTRAINT "stripe_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_shop_created_idx" ON "payment_transactions" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_appointment_idx" ON "payment_transactions" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_sale_idx" ON "payment_transactions" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_intent_key" ON "payment_transactions" USING btree ("stripe_payment_intent_id") WHERE "payment_transactions"."stripe_payment_intent_id" is not null and "payment_transactions"."kind" in ('charge', 'fee');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_refund_key" ON "payment_transactions" USING btree ("stripe_refund_id") WHERE "payment_transactions"."stripe_refund_id" is not null;