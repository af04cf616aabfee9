-- Any change to what availability is computed from (services, who performs them, stylists,
-- weekly hours) bumps the shop's schedule_version; servers cache those per version.
CREATE OR REPLACE FUNCTION bump_schedule_version() RETURNS trigger AS $$
BEGIN
  UPDATE shops SET schedule_version = schedule_version + 1
   WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.shop_id ELSE NEW.shop_id END);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER services_schedule_version AFTER INSERT OR UPDATE OR DELETE ON services
  FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE TRIGGER service_stylists_schedule_version AFTER INSERT OR UPDATE OR DELETE ON service_stylists
  FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE TRIGGER stylists_schedule_version AFTER INSERT OR UPDATE OR DELETE ON stylists
  FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE TRIGGER working_hours_schedule_version AFTER INSERT OR UPDATE OR DELETE ON working_hours
  FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
