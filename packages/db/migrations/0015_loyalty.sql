CREATE TABLE "loyalty_balances" (
	"shop_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_balances_shop_id_customer_id_pk" PRIMARY KEY("shop_id","customer_id"),
	CONSTRAINT "loyalty_balances_not_negative" CHECK ("loyalty_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"shop_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"appointment_id" uuid,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"value_amount" integer,
	"currency" text,
	"reverses" uuid,
	"reward_round" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_entries_kind_points" CHECK (("loyalty_entries"."kind" = 'Reward' and "loyalty_entries"."points" > 0)
       or ("loyalty_entries"."kind" = 'Redeem' and "loyalty_entries"."points" < 0)
       or ("loyalty_entries"."kind" = 'Adjust' and "loyalty_entries"."points" <> 0 and "loyalty_entries"."reason" is not null)
       or ("loyalty_entries"."kind" = 'RewardReversal' and "loyalty_entries"."points" <= 0 and "loyalty_entries"."reverses" is not null)
       or ("loyalty_entries"."kind" = 'RedeemReversal' and "loyalty_entries"."points" > 0 and "loyalty_entries"."reverses" is not null))
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "loyalty_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "loyalty_earn_mode" text DEFAULT 'perCurrencyUnit' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "loyalty_points_per_unit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "loyalty_points_per_visit" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "loyalty_redeem_points" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "loyalty_redeem_amount" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "loyalty_minimum_redeem_points" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "loyalty_expiry_months" integer;--> statement-breakpoint
ALTER TABLE "loyalty_balances" ADD CONSTRAINT "loyalty_balances_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_balances" ADD CONSTRAINT "loyalty_balances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_reverses_loyalty_entries_id_fk" FOREIGN KEY ("reverses") REFERENCES "public"."loyalty_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_entries_customer_idx" ON "loyalty_entries" USING btree ("shop_id","customer_id","seq");--> statement-breakpoint
CREATE INDEX "loyalty_entries_appointment_idx" ON "loyalty_entries" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_entries_reward_key" ON "loyalty_entries" USING btree ("appointment_id","reward_round") WHERE "loyalty_entries"."kind" = 'Reward';--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_entries_reverses_key" ON "loyalty_entries" USING btree ("reverses") WHERE "loyalty_entries"."reverses" is not null;--> statement-breakpoint
-- The balance row is the ledger's sum, kept in the statement that adds each entry: its CHECK
-- refuses an entry that would take it below zero, and its row lock makes concurrent entries of
-- one customer take turns, whatever code path adds them.
CREATE FUNCTION loyalty_entry_added() RETURNS trigger AS $$
BEGIN
  -- A zero row first, then the change: an upsert would check its proposed row (a negative
  -- entry alone) against the CHECK before finding the existing one.
  INSERT INTO loyalty_balances (shop_id, customer_id, balance)
  VALUES (NEW.shop_id, NEW.customer_id, 0)
  ON CONFLICT (shop_id, customer_id) DO NOTHING;
  UPDATE loyalty_balances SET balance = balance + NEW.points, updated_at = now()
   WHERE shop_id = NEW.shop_id AND customer_id = NEW.customer_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER loyalty_entries_balance AFTER INSERT ON loyalty_entries
  FOR EACH ROW EXECUTE FUNCTION loyalty_entry_added();
--> statement-breakpoint
-- A ledger is only added to: what an entry counts never changes (a reversal takes it back).
CREATE FUNCTION loyalty_entry_unchanged() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'loyalty entries are never changed; add a reversal' USING ERRCODE = 'integrity_constraint_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER loyalty_entries_append_only BEFORE UPDATE OF shop_id, customer_id, kind, points, reverses
  ON loyalty_entries FOR EACH ROW EXECUTE FUNCTION loyalty_entry_unchanged();
