CREATE TABLE "write_off_packets" (
	"write_off_id" integer NOT NULL,
	"packet_id" integer NOT NULL,
	CONSTRAINT "write_off_packets_write_off_id_packet_id_pk" PRIMARY KEY("write_off_id","packet_id")
);
--> statement-breakpoint
CREATE TABLE "write_offs" (
	"write_off_id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"remark" text NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_remark" text DEFAULT '' NOT NULL,
	CONSTRAINT "write_offs_status_known" CHECK ("write_offs"."status" in ('Pending', 'Approved', 'Rejected')),
	CONSTRAINT "write_offs_decided" CHECK (("write_offs"."status" = 'Pending') = ("write_offs"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "write_off_packets" ADD CONSTRAINT "write_off_packets_write_off_id_write_offs_write_off_id_fk" FOREIGN KEY ("write_off_id") REFERENCES "public"."write_offs"("write_off_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_off_packets" ADD CONSTRAINT "write_off_packets_packet_id_packets_packet_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."packets"("packet_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "write_off_packets_packet" ON "write_off_packets" USING btree ("packet_id");--> statement-breakpoint
CREATE INDEX "write_offs_requested" ON "write_offs" USING btree ("requested_at","write_off_id");