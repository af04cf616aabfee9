-- A service's deposit becomes its own payment policy: a fixed deposit of the amount it had.
-- Services that already have a policy keep it; services.deposit_amount stays for the readers
-- that have not moved yet and is no longer written by the admin.
INSERT INTO "service_payment_policies" ("service_id", "shop_id", "payment_mode", "deposit_kind", "deposit_value")
SELECT "id", "shop_id", 'deposit', 'fixed', "deposit_amount"
FROM "services"
WHERE "deposit_amount" IS NOT NULL AND "deposit_amount" > 0
ON CONFLICT ("service_id") DO NOTHING;
