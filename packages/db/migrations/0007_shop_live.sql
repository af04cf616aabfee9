ALTER TABLE "shops" ADD COLUMN "live_at" timestamp with time zone;--> statement-breakpoint
-- Shops that existed before publishing was a step were already taking bookings.
UPDATE "shops" SET "live_at" = "created_at";
