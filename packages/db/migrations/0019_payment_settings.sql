CREATE TABLE "service_payment_policies" (
	"service_id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"payment_mode" text NOT NULL,
	"deposit_kind" text,
	"deposit_value" integer,
	CONSTRAINT "service_payment_policies_policy" CHECK (("service_payment_policies"."payment_mode" in ('at_salon', 'prepay') and "service_payment_policies"."deposit_kind" is null and "service_payment_policies"."deposit_value" is null)
       or ("service_payment_policies"."payment_mode" = 'deposit' and "service_payment_policies"."deposit_kind" = 'percent' and "service_payment_policies"."deposit_value" between 1 and 100)
       or ("service_payment_policies"."payment_mode" = 'deposit' and "service_payment_policies"."deposit_kind" = 'fixed' and "service_payment_policies"."deposit_value" > 0))
);
--> statement-breakpoint
CREATE TABLE "shop_payment_settings" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"stripe_publishable_key" text,
	"stripe_secret_key_sealed" text,
	"stripe_secret_key_last4" text,
	"stripe_webhook_secret_sealed" text,
	"stripe_webhook_secret_last4" text,
	"payment_mode" text DEFAULT 'at_salon' NOT NULL,
	"deposit_kind" text,
	"deposit_value" integer,
	"free_cancellation_hours" integer DEFAULT 24 NOT NULL,
	"late_cancel_percent" integer DEFAULT 0 NOT NULL,
	"no_show_percent" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_payment_settings_policy" CHECK (("shop_payment_settings"."payment_mode" in ('at_salon', 'prepay') and "shop_payment_settings"."deposit_kind" is null and "shop_payment_settings"."deposit_value" is null)
       or ("shop_payment_settings"."payment_mode" = 'deposit' and "shop_payment_settings"."deposit_kind" = 'percent' and "shop_payment_settings"."deposit_value" between 1 and 100)
       or ("shop_payment_settings"."payment_mode" = 'deposit' and "shop_payment_settings"."deposit_kind" = 'fixed' and "shop_payment_settings"."deposit_value" > 0)),
	CONSTRAINT "shop_payment_settings_cancellation" CHECK ("shop_payment_settings"."free_cancellation_hours" between 0 and 720 and "shop_payment_settings"."late_cancel_percent" between 0 and 100 and "shop_payment_settings"."no_show_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "service_payment_policies" ADD CONSTRAINT "service_payment_policies_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_payment_policies" ADD CONSTRAINT "service_payment_policies_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_payment_settings" ADD CONSTRAINT "shop_payment_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_payment_policies_shop_idx" ON "service_payment_policies" USING btree ("shop_id");