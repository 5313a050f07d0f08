DROP INDEX "mrns_date";--> statement-breakpoint
ALTER TABLE "mrns" ALTER COLUMN "mrn_date" SET DATA TYPE date;--> statement-breakpoint
ALTER TABLE "production_orders" ALTER COLUMN "order_date" SET DATA TYPE date;--> statement-breakpoint
CREATE INDEX "stock_ledger_reason_at" ON "stock_ledger" USING btree ("reason","at");--> statement-breakpoint
CREATE INDEX "mrns_date" ON "mrns" USING btree ("mrn_date","mrn_id");