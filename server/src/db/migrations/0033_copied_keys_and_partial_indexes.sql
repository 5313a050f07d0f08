ALTER TABLE "requisition_issues" DROP CONSTRAINT "requisition_issues_product_id_products_product_id_fk";
--> statement-breakpoint
ALTER TABLE "requisition_issues" DROP CONSTRAINT "requisition_issues_supplier_id_suppliers_supplier_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_ledger" DROP CONSTRAINT "stock_ledger_product_id_products_product_id_fk";
--> statement-breakpoint
DROP INDEX "stock_ledger_product_at";--> statement-breakpoint
DROP INDEX "stock_ledger_reason_at";--> statement-breakpoint
DROP INDEX "packets_mrn_line";--> statement-breakpoint
DROP INDEX "packets_produced_by";--> statement-breakpoint
DROP INDEX "packets_parent";--> statement-breakpoint
DROP INDEX "packets_bin";--> statement-breakpoint
CREATE INDEX "packets_mrn_line" ON "packets" USING btree ("mrn_line_id") WHERE "packets"."mrn_line_id" is not null;--> statement-breakpoint
CREATE INDEX "packets_produced_by" ON "packets" USING btree ("produced_by_requisition_id") WHERE "packets"."produced_by_requisition_id" is not null;--> statement-breakpoint
CREATE INDEX "packets_parent" ON "packets" USING btree ("parent_packet_id") WHERE "packets"."parent_packet_id" is not null;--> statement-breakpoint
CREATE INDEX "packets_bin" ON "packets" USING btree ("bin_id") WHERE "packets"."bin_id" is not null;