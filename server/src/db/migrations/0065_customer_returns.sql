CREATE TABLE "customer_return_serials" (
	"return_id" integer NOT NULL,
	"dispatched_packet_id" integer NOT NULL,
	"serial_no" integer NOT NULL,
	"packet_id" integer NOT NULL,
	CONSTRAINT "customer_return_serials_dispatched_packet_id_serial_no_pk" PRIMARY KEY("dispatched_packet_id","serial_no"),
	CONSTRAINT "customer_return_serials_serial_positive" CHECK ("customer_return_serials"."serial_no" >= 1)
);
--> statement-breakpoint
CREATE TABLE "customer_returns" (
	"return_id" serial PRIMARY KEY NOT NULL,
	"dispatch_id" integer NOT NULL,
	"reason" text NOT NULL,
	"returned_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "packets" DROP CONSTRAINT "packets_hold_reason_known";--> statement-breakpoint
ALTER TABLE "stock_ledger" DROP CONSTRAINT "stock_ledger_reason_known";--> statement-breakpoint
ALTER TABLE "customer_return_serials" ADD CONSTRAINT "customer_return_serials_return_id_customer_returns_return_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."customer_returns"("return_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_return_serials" ADD CONSTRAINT "customer_return_serials_dispatched_packet_id_packets_packet_id_fk" FOREIGN KEY ("dispatched_packet_id") REFERENCES "public"."packets"("packet_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_return_serials" ADD CONSTRAINT "customer_return_serials_packet_id_packets_packet_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."packets"("packet_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_returns" ADD CONSTRAINT "customer_returns_dispatch_id_dispatches_dispatch_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."dispatches"("dispatch_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_return_serials_return" ON "customer_return_serials" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "customer_return_serials_packet" ON "customer_return_serials" USING btree ("packet_id");--> statement-breakpoint
CREATE INDEX "customer_returns_dispatch" ON "customer_returns" USING btree ("dispatch_id","return_id");--> statement-breakpoint
CREATE INDEX "dispatches_document_no" ON "dispatches" USING btree (lower("document_no"));--> statement-breakpoint
ALTER TABLE "packets" ADD CONSTRAINT "packets_hold_reason_known" CHECK ("packets"."hold_reason" is null or "packets"."hold_reason" in ('Damaged', 'Expired', 'QualitySuspect', 'Lost', 'Recall', 'Other', 'CustomerReturn'));--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_reason_known" CHECK ("stock_ledger"."reason" in ('qualityCheck', 'produce', 'packFg', 'putAway', 'split', 'issueToProduction', 'consume', 'returnToStock', 'hold', 'release', 'scrap', 'acceptRejected', 'returnToSupplier', 'move', 'countAdjust', 'dispatch', 'customerReturn'));