ALTER TABLE "packets" ADD COLUMN "supplier_lot" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "supplier_expiry" date;