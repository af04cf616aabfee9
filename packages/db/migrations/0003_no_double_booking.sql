-- No double booking, ever: two active items of one stylist can never hold overlapping time
-- (buffers included). Availability avoids conflicts; this makes them impossible when two
-- customers race for the same slot.
ALTER TABLE "appointment_items" ADD CONSTRAINT "appointment_items_no_overlap"
  EXCLUDE USING gist ("stylist_id" WITH =, tstzrange("occupied_start", "occupied_end", '[)') WITH &&)
  WHERE ("active");
--> statement-breakpoint
ALTER TABLE "appointment_items" ADD CONSTRAINT "appointment_items_range_valid" CHECK ("occupied_start" < "occupied_end" AND "starts_at" < "ends_at");
--> statement-breakpoint
ALTER TABLE "working_hours" ADD CONSTRAINT "working_hours_valid" CHECK ("weekday" BETWEEN 1 AND 7 AND "start_minute" >= 0 AND "end_minute" <= 1440 AND "start_minute" < "end_minute");
--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_range_valid" CHECK ("starts_at" < "ends_at");
