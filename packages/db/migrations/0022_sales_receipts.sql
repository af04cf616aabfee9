CREATE TABLE "credit_note_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_note_id" uuid NOT NULL,
	"sale_line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"tax_rate_bps" integer NOT NULL,
	CONSTRAINT "credit_note_lines_amounts" CHECK ("credit_note_lines"."quantity" >= 0 and "credit_note_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"receipt_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"amount" integer NOT NULL,
	"tip_amount" integer DEFAULT 0 NOT NULL,
	"tax_total" integer NOT NULL,
	"tax_breakdown" jsonb NOT NULL,
	"reason" text NOT NULL,
	"issuer" jsonb NOT NULL,
	"actor_user_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_amount" CHECK ("credit_notes"."amount" > 0 and "credit_notes"."tip_amount" between 0 and "credit_notes"."amount")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"issuer" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"service_id" uuid,
	"product_id" uuid,
	"appointment_item_id" uuid,
	"stylist_id" uuid,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"list_unit_price" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"price_reason" text,
	"gross_amount" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"total_amount" integer NOT NULL,
	"tax_rate_bps" integer NOT NULL,
	"refunded_quantity" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_lines_kind" CHECK ("sale_lines"."kind" in ('service', 'product')),
	CONSTRAINT "sale_lines_quantity" CHECK ("sale_lines"."quantity" > 0 and "sale_lines"."refunded_quantity" between 0 and "sale_lines"."quantity"),
	CONSTRAINT "sale_lines_amounts" CHECK ("sale_lines"."gross_amount" = "sale_lines"."quantity" * "sale_lines"."unit_price" and "sale_lines"."total_amount" = "sale_lines"."gross_amount" - "sale_lines"."discount_amount"
          and "sale_lines"."total_amount" >= 0 and "sale_lines"."refunded_amount" between 0 and "sale_lines"."total_amount"),
	CONSTRAINT "sale_lines_tax_rate" CHECK ("sale_lines"."tax_rate_bps" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "sale_tips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"stylist_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_tips_amounts" CHECK ("sale_tips"."amount" > 0 and "sale_tips"."refunded_amount" between 0 and "sale_tips"."amount")
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"appointment_id" uuid,
	"customer_id" uuid,
	"staff_user_id" uuid,
	"currency" text NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"subtotal" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"discount_reason" text,
	"loyalty_points" integer DEFAULT 0 NOT NULL,
	"loyalty_amount" integer DEFAULT 0 NOT NULL,
	"lines_total" integer NOT NULL,
	"tip_total" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"tax_total" integer NOT NULL,
	"tax_breakdown" jsonb NOT NULL,
	"deposit_amount" integer DEFAULT 0 NOT NULL,
	"amount_due" integer NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_status" CHECK ("sales"."status" in ('completed', 'partially_refunded', 'refunded')),
	CONSTRAINT "sales_amounts" CHECK ("sales"."subtotal" >= 0 and "sales"."discount_amount" >= 0 and "sales"."loyalty_amount" >= 0 and "sales"."lines_total" >= 0
          and "sales"."tip_total" >= 0 and "sales"."deposit_amount" >= 0 and "sales"."amount_due" >= 0
          and "sales"."lines_total" = "sales"."subtotal" - "sales"."discount_amount" - "sales"."loyalty_amount"
          and "sales"."total" = "sales"."lines_total" + "sales"."tip_total"
          and "sales"."amount_due" = "sales"."total" - "sales"."deposit_amount"),
	CONSTRAINT "sales_refunded_range" CHECK ("sales"."refunded_amount" between 0 and "sales"."total")
);
--> statement-breakpoint
CREATE TABLE "shop_document_counters" (
	"shop_id" uuid NOT NULL,
	"series" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "shop_document_counters_shop_id_series_pk" PRIMARY KEY("shop_id","series"),
	CONSTRAINT "shop_document_counters_series" CHECK ("shop_document_counters"."series" in ('receipt', 'credit_note'))
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "credit_note_id" uuid;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "service_tax_rate_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_sale_line_id_sale_lines_id_fk" FOREIGN KEY ("sale_line_id") REFERENCES "public"."sale_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_appointment_item_id_appointment_items_id_fk" FOREIGN KEY ("appointment_item_id") REFERENCES "public"."appointment_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_stylist_id_stylists_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."stylists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tips" ADD CONSTRAINT "sale_tips_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tips" ADD CONSTRAINT "sale_tips_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tips" ADD CONSTRAINT "sale_tips_stylist_id_stylists_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."stylists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_document_counters" ADD CONSTRAINT "shop_document_counters_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_note_lines_note_idx" ON "credit_note_lines" USING btree ("credit_note_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_shop_number_key" ON "credit_notes" USING btree ("shop_id","number");--> statement-breakpoint
CREATE INDEX "credit_notes_sale_idx" ON "credit_notes" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "credit_notes_shop_issued_idx" ON "credit_notes" USING btree ("shop_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_shop_number_key" ON "receipts" USING btree ("shop_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_sale_key" ON "receipts" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_lines_sale_idx" ON "sale_lines" USING btree ("sale_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_tips_sale_stylist_key" ON "sale_tips" USING btree ("sale_id","stylist_id");--> statement-breakpoint
CREATE INDEX "sales_shop_created_idx" ON "sales" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_appointment_key" ON "sales" USING btree ("appointment_id") WHERE "sales"."appointment_id" is not null;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE no action ON UPDATE no action;