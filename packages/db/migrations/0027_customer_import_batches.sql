CREATE TABLE "customer_import_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"imported_by" uuid,
	"file_name" text,
	"created_count" integer NOT NULL,
	"updated_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid,
	"undo_result" jsonb
);
--> statement-breakpoint
CREATE TABLE "customer_import_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"customer_id" uuid,
	"kind" text NOT NULL,
	"snapshot" jsonb,
	"changes" jsonb,
	CONSTRAINT "customer_import_changes_kind_check" CHECK ("customer_import_changes"."kind" in ('created', 'updated'))
);
--> statement-breakpoint
ALTER TABLE "customer_import_batches" ADD CONSTRAINT "customer_import_batches_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_import_batches" ADD CONSTRAINT "customer_import_batches_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_import_batches" ADD CONSTRAINT "customer_import_batches_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_import_changes" ADD CONSTRAINT "customer_import_changes_batch_id_customer_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."customer_import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_import_changes" ADD CONSTRAINT "customer_import_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_import_batches_shop_idx" ON "customer_import_batches" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_import_changes_batch_idx" ON "customer_import_changes" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "customer_import_changes_customer_idx" ON "customer_import_changes" USING btree ("customer_id");