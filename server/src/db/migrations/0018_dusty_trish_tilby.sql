CREATE TABLE "requisition_lines" (
	"requisition_line_id" serial PRIMARY KEY NOT NULL,
	"requisition_id" integer NOT NULL,
	"component_product_id" integer NOT NULL,
	"qty_per_unit" numeric(14, 3) NOT NULL,
	CONSTRAINT "requisition_lines_component_unique" UNIQUE("requisition_id","component_product_id"),
	CONSTRAINT "requisition_lines_qty_positive" CHECK ("requisition_lines"."qty_per_unit" > 0)
);
--> statement-breakpoint
ALTER TABLE "packets" DROP CONSTRAINT "packets_status_known";--> statement-breakpoint
DROP INDEX "requisition_issues_packet";--> statement-breakpoint
ALTER TABLE "packets" ALTER COLUMN "supplier_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "requisition_issues" ALTER COLUMN "supplier_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "produced_by_requisition_id" integer;--> statement-breakpoint
ALTER TABLE "requisitions" ADD COLUMN "received_qty" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "requisition_lines" ADD CONSTRAINT "requisition_lines_requisition_id_requisitions_requisition_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("requisition_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_lines" ADD CONSTRAINT "requisition_lines_component_product_id_products_product_id_fk" FOREIGN KEY ("component_product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packets" ADD CONSTRAINT "packets_produced_by_requisition_id_requisitions_requisition_id_fk" FOREIGN KEY ("produced_by_requisition_id") REFERENCES "public"."requisitions"("requisition_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packets" ADD CONSTRAINT "packets_parent_packet_id_packets_packet_id_fk" FOREIGN KEY ("parent_packet_id") REFERENCES "public"."packets"("packet_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "packets_produced_by" ON "packets" USING btree ("produced_by_requisition_id");--> statement-breakpoint
CREATE INDEX "packets_parent" ON "packets" USING btree ("parent_packet_id");--> statement-breakpoint
ALTER TABLE "requisition_issues" ADD CONSTRAINT "requisition_issues_packet_once" UNIQUE("packet_id");--> statement-breakpoint
ALTER TABLE "packets" ADD CONSTRAINT "packets_one_lot" CHECK (("packets"."mrn_line_id" is null) <> ("packets"."produced_by_requisition_id" is null));--> statement-breakpoint
ALTER TABLE "packets" ADD CONSTRAINT "packets_code_bounded" CHECK (length("packets"."qr_code") <= 60);--> statement-breakpoint
ALTER TABLE "packets" ADD CONSTRAINT "packets_status_known" CHECK ("packets"."status" in ('Packed', 'InBin', 'Issued'));--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_reason_known" CHECK ("stock_ledger"."reason" in ('qualityCheck', 'produce', 'putAway', 'split', 'issueToProduction', 'consume', 'returnToStock'));--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_received_in_range" CHECK ("requisitions"."received_qty" >= 0 and "requisitions"."received_qty" <= "requisitions"."qty");--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_no_normalised" CHECK ("requisitions"."requisition_no" = upper(btrim("requisitions"."requisition_no")));