CREATE TABLE "dispatch_packets" (
	"dispatch_id" integer NOT NULL,
	"packet_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "dispatch_packets_dispatch_id_packet_id_pk" PRIMARY KEY("dispatch_id","packet_id"),
	CONSTRAINT "dispatch_packets_qty_positive" CHECK ("dispatch_packets"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "dispatches" (
	"dispatch_id" serial PRIMARY KEY NOT NULL,
	"dispatch_order_id" integer NOT NULL,
	"vehicle_no" text NOT NULL,
	"document_no" text NOT NULL,
	"dispatched_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recall_packets" DROP CONSTRAINT "recall_packets_from_status_known";--> statement-breakpoint
ALTER TABLE "packets" DROP CONSTRAINT "packets_status_known";--> statement-breakpoint
ALTER TABLE "stock_ledger" DROP CONSTRAINT "stock_ledger_reason_known";--> statement-breakpoint
ALTER TABLE "dispatch_packets" ADD CONSTRAINT "dispatch_packets_dispatch_id_dispatches_dispatch_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."dispatches"("dispatch_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_packets" ADD CONSTRAINT "dispatch_packets_packet_id_packets_packet_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."packets"("packet_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_dispatch_order_id_dispatch_orders_dispatch_order_id_fk" FOREIGN KEY ("dispatch_order_id") REFERENCES "public"."dispatch_orders"("dispatch_order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_packets_packet_once" ON "dispatch_packets" USING btree ("packet_id");--> statement-breakpoint
CREATE INDEX "dispatches_order" ON "dispatches" USING btree ("dispatch_order_id","dispatch_id");--> statement-breakpoint
CREATE INDEX "dispatches_at" ON "dispatches" USING btree ("dispatched_at","dispatch_id");--> statement-breakpoint
ALTER TABLE "recall_packets" ADD CONSTRAINT "recall_packets_from_status_known" CHECK ("recall_packets"."from_status" in ('Packed', 'InBin', 'Issued', 'OnHold', 'Rejected', 'Scrapped', 'ReturnedToSupplier', 'Dispatched'));--> statement-breakpoint
ALTER TABLE "packets" ADD CONSTRAINT "packets_status_known" CHECK ("packets"."status" in ('Packed', 'InBin', 'Issued', 'OnHold', 'Rejected', 'Scrapped', 'ReturnedToSupplier', 'Dispatched'));--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_reason_known" CHECK ("stock_ledger"."reason" in ('qualityCheck', 'produce', 'packFg', 'putAway', 'split', 'issueToProduction', 'consume', 'returnToStock', 'hold', 'release', 'scrap', 'acceptRejected', 'returnToSupplier', 'move', 'countAdjust', 'dispatch'));