CREATE INDEX "schedule_overrides_shop_date_idx" ON "schedule_overrides" USING btree ("shop_id","date");--> statement-breakpoint
CREATE INDEX "time_off_shop_range_idx" ON "time_off" USING gist ("shop_id",tstzrange("starts_at", "ends_at", '[)'));--> statement-breakpoint
CREATE INDEX "working_hours_shop_stylist_idx" ON "working_hours" USING btree ("shop_id","stylist_id","weekday");--> statement-breakpoint
-- Hand-written: no service item holds more than a day (services last up to 12 h, buffers up to
-- 4 h each side). Availability relies on it to bound its read of appointment_items from below,
-- so the (shop_id, occupied_start) index reads only the window asked, not the shop's history.
ALTER TABLE "appointment_items" ADD CONSTRAINT "appointment_items_span_bounded" CHECK ("occupied_end" - "occupied_start" <= interval '1 day');
