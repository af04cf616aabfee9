CREATE TABLE "shop_aliases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"alias" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "shop_aliases" ADD CONSTRAINT "shop_aliases_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_aliases_alias_key" ON "shop_aliases" USING btree ("alias");--> statement-breakpoint
CREATE INDEX "shop_aliases_shop_idx" ON "shop_aliases" USING btree ("shop_id");