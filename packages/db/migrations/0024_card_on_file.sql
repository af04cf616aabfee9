ALTER TABLE "customers" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "stripe_payment_method_id" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "card_consent_version" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "card_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_payment_settings" ADD COLUMN "card_on_file_required" boolean DEFAULT false NOT NULL;