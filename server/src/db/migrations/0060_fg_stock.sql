CREATE TABLE "packet_serials" (
	"packet_id" integer NOT NULL,
	"from_no" integer NOT NULL,
	"to_no" integer NOT NULL,
	CONSTRAINT "packet_serials_packet_id_from_no_pk" PRIMARY KEY("packet_id","from_no"),
	CONSTRAINT "packet_serials_range" CHECK ("packet_serials"."from_no" >= 1 and "packet_serials"."from_no" <= "packet_serials"."to_no")
);
--> statement-breakpoint
ALTER TABLE "stock_ledger" DROP CONSTRAINT "stock_ledger_reason_known";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fg_serials_per_packet" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "packet_serials" ADD CONSTRAINT "packet_serials_packet_id_packets_packet_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."packets"("packet_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "packet_serials_to_no" ON "packet_serials" USING btree ("to_no");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fg_serials_per_packet_range" CHECK ("products"."fg_serials_per_packet" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_reason_known" CHECK ("stock_ledger"."reason" in ('qualityCheck', 'produce', 'packFg', 'putAway', 'split', 'issueToProduction', 'consume', 'returnToStock', 'hold', 'release', 'scrap', 'acceptRejected', 'returnToSupplier', 'move', 'countAdjust'));