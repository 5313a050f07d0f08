CREATE TABLE "table_row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"row_count" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD COLUMN "receipt_supplier_id" integer;--> statement-breakpoint
CREATE INDEX "stock_ledger_receipts_at" ON "stock_ledger" USING btree ("at","product_id","receipt_supplier_id","qty") WHERE "stock_ledger"."receipt_supplier_id" is not null;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_receipt_is_put_away" CHECK ("stock_ledger"."receipt_supplier_id" is null or "stock_ledger"."reason" = 'putAway');