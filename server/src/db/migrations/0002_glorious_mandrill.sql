CREATE SEQUENCE "public"."requisition_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "production_orders" (
	"order_id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"order_date" timestamp with time zone NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"remaining_qty" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_date" timestamp with time zone,
	CONSTRAINT "production_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "production_orders_qty_positive" CHECK ("production_orders"."qty" > 0),
	CONSTRAINT "production_orders_remaining_in_range" CHECK ("production_orders"."remaining_qty" >= 0 and "production_orders"."remaining_qty" <= "production_orders"."qty")
);
--> statement-breakpoint
CREATE TABLE "requisition_issues" (
	"requisition_issue_id" serial PRIMARY KEY NOT NULL,
	"requisition_id" integer NOT NULL,
	"packet_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"from_bin_id" integer NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	"issued_by" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requisition_issues_qty_positive" CHECK ("requisition_issues"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "requisitions" (
	"requisition_id" serial PRIMARY KEY NOT NULL,
	"requisition_no" text DEFAULT 'REQ' || lpad(nextval('requisition_no_seq')::text, 6, '0') NOT NULL,
	"order_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requisitions_requisition_no_unique" UNIQUE("requisition_no"),
	CONSTRAINT "requisitions_qty_positive" CHECK ("requisitions"."qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_issues" ADD CONSTRAINT "requisition_issues_requisition_id_requisitions_requisition_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("requisition_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_issues" ADD CONSTRAINT "requisition_issues_packet_id_packets_packet_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."packets"("packet_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_issues" ADD CONSTRAINT "requisition_issues_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_issues" ADD CONSTRAINT "requisition_issues_supplier_id_suppliers_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("supplier_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_issues" ADD CONSTRAINT "requisition_issues_from_bin_id_bins_bin_id_fk" FOREIGN KEY ("from_bin_id") REFERENCES "public"."bins"("bin_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_issues" ADD CONSTRAINT "requisition_issues_issued_by_users_user_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_order_id_production_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_orders_product" ON "production_orders" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "requisition_issues_requisition_product" ON "requisition_issues" USING btree ("requisition_id","product_id");--> statement-breakpoint
CREATE INDEX "requisition_issues_packet" ON "requisition_issues" USING btree ("packet_id");--> statement-breakpoint
CREATE INDEX "requisitions_order" ON "requisitions" USING btree ("order_id");