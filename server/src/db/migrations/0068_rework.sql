CREATE TABLE "rework_serials" (
	"return_packet_id" integer NOT NULL,
	"serial_no" integer NOT NULL,
	"requisition_id" integer NOT NULL,
	"reworked_at" timestamp with time zone NOT NULL,
	"reworked_by" integer,
	"remapped_packet_id" integer,
	"remapped_at" timestamp with time zone,
	CONSTRAINT "rework_serials_return_packet_id_serial_no_pk" PRIMARY KEY("return_packet_id","serial_no"),
	CONSTRAINT "rework_serials_serial_positive" CHECK ("rework_serials"."serial_no" >= 1),
	CONSTRAINT "rework_serials_remapped_both" CHECK (("rework_serials"."remapped_packet_id" is null) = ("rework_serials"."remapped_at" is null))
);
--> statement-breakpoint
ALTER TABLE "recall_packets" DROP CONSTRAINT "recall_packets_from_status_known";--> statement-breakpoint
ALTER TABLE "packets" DROP CONSTRAINT "packets_status_known";--> statement-breakpoint
ALTER TABLE "stock_ledger" DROP CONSTRAINT "stock_ledger_reason_known";--> statement-breakpoint
ALTER TABLE "rework_serials" ADD CONSTRAINT "rework_serials_return_packet_id_packets_packet_id_fk" FOREIGN KEY ("return_packet_id") REFERENCES "public"."packets"("packet_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rework_serials" ADD CONSTRAINT "rework_serials_requisition_id_requisitions_requisition_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("requisition_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rework_serials" ADD CONSTRAINT "rework_serials_remapped_packet_id_packets_packet_id_fk" FOREIGN KEY ("remapped_packet_id") REFERENCES "public"."packets"("packet_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rework_serials_waiting" ON "rework_serials" USING btree ("serial_no") WHERE "rework_serials"."remapped_packet_id" is null;--> statement-breakpoint
CREATE INDEX "rework_serials_requisition" ON "rework_serials" USING btree ("requisition_id","serial_no");--> statement-breakpoint
ALTER TABLE "recall_packets" ADD CONSTRAINT "recall_packets_from_status_known" CHECK ("recall_packets"."from_status" in ('Packed', 'InBin', 'Issued', 'OnHold', 'Rejected', 'Scrapped', 'ReturnedToSupplier', 'Dispatched', 'Reworked'));--> statement-breakpoint
ALTER TABLE "packets" ADD CONSTRAINT "packets_status_known" CHECK ("packets"."status" in ('Packed', 'InBin', 'Issued', 'OnHold', 'Rejected', 'Scrapped', 'ReturnedToSupplier', 'Dispatched', 'Reworked'));--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_reason_known" CHECK ("stock_ledger"."reason" in ('qualityCheck', 'produce', 'packFg', 'putAway', 'split', 'issueToProduction', 'consume', 'returnToStock', 'hold', 'release', 'scrap', 'acceptRejected', 'returnToSupplier', 'move', 'countAdjust', 'dispatch', 'customerReturn', 'rework'));