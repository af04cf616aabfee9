ALTER TABLE "appointments" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "guest_phone" text;