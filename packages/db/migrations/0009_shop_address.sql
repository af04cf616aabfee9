ALTER TABLE "shops" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "phone" text;