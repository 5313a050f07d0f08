CREATE TABLE "cycle_count_expected" (
	"count_id" integer NOT NULL,
	"packet_id" integer NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	"status" text NOT NULL,
	"bin_id" integer
);
--> statement-breakpoint
CREATE TABLE "cycle_count_lines" (
	"count_line_id" serial PRIMARY KEY NOT NULL,
	"count_id" integer NOT NULL,
	"packet_id" integer NOT NULL,
	"counted_qty" numeric(14, 3) NOT NULL,
	"seen_qty" numeric(14, 3) NOT NULL,
	"seen_status" text NOT NULL,
	"seen_bin_id" integer,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cycle_count_lines_qty_not_negative" CHECK ("cycle_count_lines"."counted_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cycle_count_variances" (
	"variance_id" serial PRIMARY KEY NOT NULL,
	"count_id" integer NOT NULL,
	"packet_id" integer NOT NULL,
	"kind" text NOT NULL,
	"system_qty" numeric(14, 3),
	"counted_qty" numeric(14, 3),
	"outcome" text,
	CONSTRAINT "cycle_count_variances_kind_known" CHECK ("cycle_count_variances"."kind" in ('Missing', 'Found', 'QtyDiffers')),
	CONSTRAINT "cycle_count_variances_outcome_known" CHECK ("cycle_count_variances"."outcome" is null or "cycle_count_variances"."outcome" in ('Posted', 'Stale'))
);
--> statement-breakpoint
CREATE TABLE "cycle_counts" (
	"count_id" serial PRIMARY KEY NOT NULL,
	"bin_id" integer NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"started_by" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	CONSTRAINT "cycle_counts_status_known" CHECK ("cycle_counts"."status" in ('Open', 'Submitted', 'Approved', 'Cancelled'))
);
--> statement-breakpoint
ALTER TABLE "packets" DROP CONSTRAINT "packets_in_bin_exactly_when_inbin";--> statement-breakpoint
ALTER TABLE "packets" DROP CONSTRAINT "packets_status_known";--> statement-breakpoint
ALTER TABLE "stock_ledger" DROP CONSTRAINT "stock_ledger_reason_known";--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "hold_remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cycle_count_expected" ADD CONSTRAINT "cycle_count_expected_count_id_cycle_counts_count_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."cycle_counts"("count_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_expected" ADD CONSTRAINT "cycle_count_expected_packet_id_packets_packet_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."packets"("packet_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_lines" ADD CONSTRAINT "cycle_count_lines_count_id_cycle_counts_count_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."cycle_counts"("count_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_lines" ADD CONSTRAINT "cycle_count_lines_packet_id_packets_packet_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."packets"("packet_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_variances" ADD CONSTRAINT "cycle_count_variances_count_id_cycle_counts_count_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."cycle_counts"("count_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_variances" ADD CONSTRAINT "cycle_count_variances_packet_id_packets_packet_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."packets"("packet_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_counts" ADD CONSTRAINT "cycle_counts_bin_id_bins_bin_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bins"("bin_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_count_expected_packet" ON "cycle_count_expected" USING btree ("count_id","packet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_count_lines_packet" ON "cycle_count_lines" USING btree ("count_id","packet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_count_variances_packet" ON "cycle_count_variances" USING btree ("count_id","packet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_counts_one_open_per_bin" ON "cycle_counts" USING btree ("bin_id") WHERE "cycle_counts"."status" in ('Open', 'Submitted');--> statement-breakpoint
CREATE INDEX "cycle_counts_started" ON "cycle_counts" USING btree ("started_at","count_id");--> statement-breakpoint
CREATE INDEX "packets_held" ON "packets" USING btree ("status","packet_id") WHERE "packets"."status" in ('OnHold', 'Rejected');--> statement-breakpoint
ALTER TABLE "packets" ADD CONSTRAINT "packets_bin_by_status" CHECK (("packets"."status" <> 'InBin' or "packets"."bin_id" is not null) and ("packets"."bin_id" is null or "packets"."status" in ('InBin', 'OnHold')));--> statement-breakpoint
ALTER TABLE "packets" ADD CONSTRAINT "packets_hold_reason_known" CHECK ("packets"."hold_reason" is null or "packets"."hold_reason" in ('Damaged', 'Expired', 'QualitySuspect', 'Lost', 'Recall', 'Other'));--> statement-breakpoint
ALTER TABLE "packets" ADD CONSTRAINT "packets_held_has_reason" CHECK (("packets"."status" <> 'OnHold' or "packets"."hold_reason" is not null) and ("packets"."hold_reason" is null or "packets"."status" in ('OnHold', 'Scrapped')));--> statement-breakpoint
ALTER TABLE "packets" ADD CONSTRAINT "packets_status_known" CHECK ("packets"."status" in ('Packed', 'InBin', 'Issued', 'OnHold', 'Rejected', 'Scrapped', 'ReturnedToSupplier'));--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_reason_known" CHECK ("stock_ledger"."reason" in ('qualityCheck', 'produce', 'putAway', 'split', 'issueToProduction', 'consume', 'returnToStock', 'hold', 'release', 'scrap', 'acceptRejected', 'returnToSupplier', 'move', 'countAdjust'));