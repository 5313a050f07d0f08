CREATE TABLE "activity_reports" (
	"activity_report_id" serial PRIMARY KEY NOT NULL,
	"requisition_id" integer NOT NULL,
	"component_product_id" integer NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	"stage" text NOT NULL,
	"operator" text NOT NULL,
	"shift_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_reports_qty_positive" CHECK ("activity_reports"."qty" > 0),
	CONSTRAINT "activity_reports_stage_known" CHECK ("activity_reports"."stage" in ('Start', 'End')),
	CONSTRAINT "activity_reports_kind_known" CHECK ("activity_reports"."kind" in ('assembly', 'intermediate'))
);
--> statement-breakpoint
CREATE TABLE "consumptions" (
	"consumption_id" serial PRIMARY KEY NOT NULL,
	"activity_report_id" integer NOT NULL,
	"requisition_issue_id" integer NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	CONSTRAINT "consumptions_qty_positive" CHECK ("consumptions"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "fg_mappings" (
	"fg_mapping_id" serial PRIMARY KEY NOT NULL,
	"requisition_id" integer NOT NULL,
	"from_no" integer NOT NULL,
	"to_no" integer NOT NULL,
	"qty" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fg_mappings_range" CHECK ("fg_mappings"."from_no" >= 1 and "fg_mappings"."qty" >= 1 and "fg_mappings"."to_no" = "fg_mappings"."from_no" + "fg_mappings"."qty" - 1)
);
--> statement-breakpoint
CREATE TABLE "stock_returns" (
	"return_id" serial PRIMARY KEY NOT NULL,
	"return_type" integer NOT NULL,
	"requisition_issue_id" integer NOT NULL,
	"new_packet_id" integer NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	"seq_no" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_returns_new_packet_id_unique" UNIQUE("new_packet_id"),
	CONSTRAINT "stock_returns_seq_issue_unique" UNIQUE("seq_no","requisition_issue_id"),
	CONSTRAINT "stock_returns_qty_positive" CHECK ("stock_returns"."qty" > 0),
	CONSTRAINT "stock_returns_type_known" CHECK ("stock_returns"."return_type" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "activity_reports" ADD CONSTRAINT "activity_reports_requisition_id_requisitions_requisition_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("requisition_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reports" ADD CONSTRAINT "activity_reports_component_product_id_products_product_id_fk" FOREIGN KEY ("component_product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reports" ADD CONSTRAINT "activity_reports_shift_id_shifts_shift_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("shift_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reports" ADD CONSTRAINT "activity_reports_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumptions" ADD CONSTRAINT "consumptions_activity_report_id_activity_reports_activity_report_id_fk" FOREIGN KEY ("activity_report_id") REFERENCES "public"."activity_reports"("activity_report_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumptions" ADD CONSTRAINT "consumptions_requisition_issue_id_requisition_issues_requisition_issue_id_fk" FOREIGN KEY ("requisition_issue_id") REFERENCES "public"."requisition_issues"("requisition_issue_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_mappings" ADD CONSTRAINT "fg_mappings_requisition_id_requisitions_requisition_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("requisition_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fg_mappings" ADD CONSTRAINT "fg_mappings_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_returns" ADD CONSTRAINT "stock_returns_requisition_issue_id_requisition_issues_requisition_issue_id_fk" FOREIGN KEY ("requisition_issue_id") REFERENCES "public"."requisition_issues"("requisition_issue_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_returns" ADD CONSTRAINT "stock_returns_new_packet_id_packets_packet_id_fk" FOREIGN KEY ("new_packet_id") REFERENCES "public"."packets"("packet_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_returns" ADD CONSTRAINT "stock_returns_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_reports_requisition_component" ON "activity_reports" USING btree ("requisition_id","component_product_id");--> statement-breakpoint
CREATE INDEX "activity_reports_component" ON "activity_reports" USING btree ("component_product_id");--> statement-breakpoint
CREATE INDEX "consumptions_requisition_issue" ON "consumptions" USING btree ("requisition_issue_id");--> statement-breakpoint
CREATE INDEX "fg_mappings_requisition" ON "fg_mappings" USING btree ("requisition_id");--> statement-breakpoint
CREATE INDEX "fg_mappings_to_no" ON "fg_mappings" USING btree ("to_no");--> statement-breakpoint
CREATE INDEX "stock_returns_requisition_issue" ON "stock_returns" USING btree ("requisition_issue_id");