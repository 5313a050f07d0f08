CREATE TABLE "recall_packets" (
	"recall_id" integer NOT NULL,
	"packet_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"outcome" text NOT NULL,
	"requisition_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recall_packets_recall_id_packet_id_pk" PRIMARY KEY("recall_id","packet_id"),
	CONSTRAINT "recall_packets_from_status_known" CHECK ("recall_packets"."from_status" in ('Packed', 'InBin', 'Issued', 'OnHold', 'Rejected', 'Scrapped', 'ReturnedToSupplier')),
	CONSTRAINT "recall_packets_outcome_known" CHECK ("recall_packets"."outcome" in ('Held', 'AlreadyHeld', 'AtProduction', 'HeldAtReceipt', 'HeldAtReturn'))
);
--> statement-breakpoint
CREATE TABLE "recall_requisitions" (
	"recall_id" integer NOT NULL,
	"requisition_id" integer NOT NULL,
	CONSTRAINT "recall_requisitions_recall_id_requisition_id_pk" PRIMARY KEY("recall_id","requisition_id")
);
--> statement-breakpoint
CREATE TABLE "recalls" (
	"recall_id" serial PRIMARY KEY NOT NULL,
	"mrn_id" integer,
	"po_number" text,
	"qr_code" text,
	"supplier_code" text,
	"from_date" date,
	"to_date" date,
	"reason" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"disposition" text,
	"opened_by" integer,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"held" integer DEFAULT 0 NOT NULL,
	"already_held" integer DEFAULT 0 NOT NULL,
	"at_production" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recalls_status_known" CHECK ("recalls"."status" in ('Open', 'Closed')),
	CONSTRAINT "recalls_disposition_known" CHECK ("recalls"."disposition" is null or "recalls"."disposition" in ('Release', 'Scrap')),
	CONSTRAINT "recalls_closed_has_disposition" CHECK (("recalls"."status" = 'Closed') = ("recalls"."disposition" is not null and "recalls"."closed_at" is not null)),
	CONSTRAINT "recalls_one_lot" CHECK (("recalls"."mrn_id" is not null)::int + ("recalls"."po_number" is not null)::int + ("recalls"."qr_code" is not null)::int
        + ("recalls"."supplier_code" is not null)::int = 1
        and ("recalls"."supplier_code" is null) = ("recalls"."from_date" is null) and ("recalls"."from_date" is null) = ("recalls"."to_date" is null))
);
--> statement-breakpoint
ALTER TABLE "recall_packets" ADD CONSTRAINT "recall_packets_recall_id_recalls_recall_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("recall_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_packets" ADD CONSTRAINT "recall_packets_packet_id_packets_packet_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."packets"("packet_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_requisitions" ADD CONSTRAINT "recall_requisitions_recall_id_recalls_recall_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("recall_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_requisitions" ADD CONSTRAINT "recall_requisitions_requisition_id_requisitions_requisition_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("requisition_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recall_packets_packet" ON "recall_packets" USING btree ("packet_id");--> statement-breakpoint
CREATE INDEX "recall_requisitions_requisition" ON "recall_requisitions" USING btree ("requisition_id");--> statement-breakpoint
CREATE INDEX "recalls_opened" ON "recalls" USING btree ("opened_at","recall_id");