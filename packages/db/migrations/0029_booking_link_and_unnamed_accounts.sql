ALTER TABLE "appointments" ADD COLUMN "alias_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_from_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_alias_id_shop_aliases_id_fk" FOREIGN KEY ("alias_id") REFERENCES "public"."shop_aliases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_alias_idx" ON "appointments" USING btree ("alias_id");--> statement-breakpoint
-- Accounts made by an e-mail code before this column existed were named after their address's
-- local part; unless someone since gave another name (or set a password on sign-up, which asks
-- for one), that name was never given.
UPDATE "users" SET "name_from_email" = true
 WHERE "password_hash" IS NULL AND "name" = split_part("email", '@', 1);
