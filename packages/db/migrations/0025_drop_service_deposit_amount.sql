-- Services' deposits live in their payment policies since 0022, and nothing reads the old column.
ALTER TABLE "services" DROP COLUMN "deposit_amount";
