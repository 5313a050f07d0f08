CREATE TABLE "print_jobs" (
	"print_job_id" serial PRIMARY KEY NOT NULL,
	"packet_id" integer NOT NULL,
	"printer_id" integer NOT NULL,
	"printed_by" integer NOT NULL,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reprint" boolean NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "print_jobs_reprint_reason" CHECK (not "print_jobs"."reprint" or "print_jobs"."reason" <> '')
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"printer_id" serial PRIMARY KEY NOT NULL,
	"printer_name" text NOT NULL,
	"kind" text NOT NULL,
	"host" text DEFAULT '' NOT NULL,
	"port" integer DEFAULT 9100 NOT NULL,
	"label_width_mm" integer NOT NULL,
	"label_height_mm" integer NOT NULL,
	"dpi" integer NOT NULL,
	"station" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_date" timestamp with time zone,
	CONSTRAINT "printers_kind" CHECK ("printers"."kind" in ('ZPL', 'PDF')),
	CONSTRAINT "printers_zpl_host" CHECK ("printers"."kind" <> 'ZPL' or "printers"."host" <> ''),
	CONSTRAINT "printers_port" CHECK ("printers"."port" between 1 and 65535),
	CONSTRAINT "printers_label_size" CHECK ("printers"."label_width_mm" between 10 and 300 and "printers"."label_height_mm" between 10 and 300),
	CONSTRAINT "printers_dpi" CHECK ("printers"."dpi" in (203, 300, 600))
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_entity_known";--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_packet_id_packets_packet_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."packets"("packet_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printer_id_printers_printer_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("printer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_jobs_packet" ON "print_jobs" USING btree ("packet_id","print_job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "printers_name_unique" ON "printers" USING btree (lower("printer_name"));--> statement-breakpoint
CREATE INDEX "printers_created" ON "printers" USING btree ("created_date","printer_id");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_entity_known" CHECK ("audit_events"."entity" in ('Warehouse', 'Machine', 'Product', 'Supplier', 'Shift', 'User', 'Role', 'Bin', 'Carton', 'Printer', 'RolePermission', 'UserRole', 'Password', 'SignIn'));