CREATE TABLE "boms" (
	"bom_id" serial PRIMARY KEY NOT NULL,
	"parent_product_id" integer NOT NULL,
	"component_product_id" integer NOT NULL,
	"qty_per_unit" numeric(14, 3) NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boms_parent_component_unique" UNIQUE("parent_product_id","component_product_id"),
	CONSTRAINT "boms_qty_positive" CHECK ("boms"."qty_per_unit" > 0),
	CONSTRAINT "boms_not_self" CHECK ("boms"."parent_product_id" <> "boms"."component_product_id")
);
--> statement-breakpoint
CREATE TABLE "mrn_lines" (
	"mrn_line_id" serial PRIMARY KEY NOT NULL,
	"mrn_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"requested_qty" numeric(14, 3) NOT NULL,
	"received_qty" numeric(14, 3) NOT NULL,
	"uom" text NOT NULL,
	"approved_qty" numeric(14, 3),
	"rejected_qty" numeric(14, 3),
	"rejected_remark" text DEFAULT '' NOT NULL,
	"pieces_per_packet" numeric(14, 3),
	"total_slip" integer,
	"carton_id" integer,
	"is_approve" boolean DEFAULT false NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	CONSTRAINT "mrn_lines_mrn_product_unique" UNIQUE("mrn_id","product_id"),
	CONSTRAINT "mrn_lines_quantities" CHECK ("mrn_lines"."requested_qty" >= 0 and "mrn_lines"."received_qty" >= 0),
	CONSTRAINT "mrn_lines_approval" CHECK ((not "mrn_lines"."is_approve") or ("mrn_lines"."approved_qty" >= 0 and "mrn_lines"."approved_qty" <= "mrn_lines"."received_qty"
        and "mrn_lines"."rejected_qty" = "mrn_lines"."received_qty" - "mrn_lines"."approved_qty"
        and "mrn_lines"."pieces_per_packet" > 0 and "mrn_lines"."total_slip" >= 0 and "mrn_lines"."approved_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "mrns" (
	"mrn_id" integer PRIMARY KEY NOT NULL,
	"po_number" text NOT NULL,
	"supplier_id" integer NOT NULL,
	"type" text NOT NULL,
	"mrn_date" timestamp with time zone NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packets" (
	"packet_id" serial PRIMARY KEY NOT NULL,
	"qr_code" text NOT NULL,
	"product_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"mrn_line_id" integer,
	"qty" numeric(14, 3) NOT NULL,
	"status" text DEFAULT 'Packed' NOT NULL,
	"bin_id" integer,
	"inward_at" timestamp with time zone,
	"parent_packet_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packets_qr_code_unique" UNIQUE("qr_code"),
	CONSTRAINT "packets_qty_not_negative" CHECK ("packets"."qty" >= 0),
	CONSTRAINT "packets_status_known" CHECK ("packets"."status" in ('Packed', 'InBin', 'Issued', 'Returned')),
	CONSTRAINT "packets_in_bin_exactly_when_inbin" CHECK (("packets"."status" = 'InBin') = ("packets"."bin_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"ledger_id" bigserial PRIMARY KEY NOT NULL,
	"packet_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	"from_status" text,
	"from_bin_id" integer,
	"to_status" text,
	"to_bin_id" integer,
	"reason" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_ledger_qty_not_negative" CHECK ("stock_ledger"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bins" (
	"bin_id" serial PRIMARY KEY NOT NULL,
	"row_name" text NOT NULL,
	"row_no" integer NOT NULL,
	"col_no" integer NOT NULL,
	"col_address" text NOT NULL,
	"store_type" text DEFAULT '' NOT NULL,
	"height" integer NOT NULL,
	"width" integer NOT NULL,
	"length" integer NOT NULL,
	"col_status" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_date" timestamp with time zone,
	CONSTRAINT "bins_dimensions_positive" CHECK ("bins"."height" >= 1 and "bins"."width" >= 1 and "bins"."length" >= 1),
	CONSTRAINT "bins_row_no_positive" CHECK ("bins"."row_no" >= 1)
);
--> statement-breakpoint
CREATE TABLE "cartons" (
	"carton_id" serial PRIMARY KEY NOT NULL,
	"carton_name" text NOT NULL,
	"row_name" text DEFAULT '' NOT NULL,
	"col_no" integer,
	"store_type" text DEFAULT '' NOT NULL,
	"height" integer NOT NULL,
	"width" integer NOT NULL,
	"length" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_date" timestamp with time zone,
	CONSTRAINT "cartons_dimensions_positive" CHECK ("cartons"."height" >= 1 and "cartons"."width" >= 1 and "cartons"."length" >= 1)
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"machine_id" serial PRIMARY KEY NOT NULL,
	"machine_name" text NOT NULL,
	"warranty" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"product_type_id" integer PRIMARY KEY NOT NULL,
	"product_type_name" text NOT NULL,
	CONSTRAINT "product_types_product_type_name_unique" UNIQUE("product_type_name")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" serial PRIMARY KEY NOT NULL,
	"product_cd" text NOT NULL,
	"product_dscrptn" text NOT NULL,
	"product_type_id" integer NOT NULL,
	"product_img" text DEFAULT '' NOT NULL,
	"level" text DEFAULT '' NOT NULL,
	"revision" text DEFAULT '' NOT NULL,
	"uom" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"supplier_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"shift_id" serial PRIMARY KEY NOT NULL,
	"shift_name" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_date" timestamp with time zone,
	CONSTRAINT "shifts_start_time_format" CHECK ("shifts"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "shifts_end_time_format" CHECK ("shifts"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"supplier_id" serial PRIMARY KEY NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_code" text NOT NULL,
	"firm_name" text NOT NULL,
	"mob_no" text NOT NULL,
	"email" text NOT NULL,
	"shipping_address" text NOT NULL,
	"billing_address" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"warehouse_id" serial PRIMARY KEY NOT NULL,
	"warehouse_code" text NOT NULL,
	"warehouse_name" text NOT NULL,
	"address" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "boms" ADD CONSTRAINT "boms_parent_product_id_products_product_id_fk" FOREIGN KEY ("parent_product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boms" ADD CONSTRAINT "boms_component_product_id_products_product_id_fk" FOREIGN KEY ("component_product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrn_lines" ADD CONSTRAINT "mrn_lines_mrn_id_mrns_mrn_id_fk" FOREIGN KEY ("mrn_id") REFERENCES "public"."mrns"("mrn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrn_lines" ADD CONSTRAINT "mrn_lines_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrn_lines" ADD CONSTRAINT "mrn_lines_carton_id_cartons_carton_id_fk" FOREIGN KEY ("carton_id") REFERENCES "public"."cartons"("carton_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrn_lines" ADD CONSTRAINT "mrn_lines_approved_by_users_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrns" ADD CONSTRAINT "mrns_supplier_id_suppliers_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("supplier_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packets" ADD CONSTRAINT "packets_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packets" ADD CONSTRAINT "packets_supplier_id_suppliers_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("supplier_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packets" ADD CONSTRAINT "packets_mrn_line_id_mrn_lines_mrn_line_id_fk" FOREIGN KEY ("mrn_line_id") REFERENCES "public"."mrn_lines"("mrn_line_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packets" ADD CONSTRAINT "packets_bin_id_bins_bin_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bins"("bin_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_packet_id_packets_packet_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."packets"("packet_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_from_bin_id_bins_bin_id_fk" FOREIGN KEY ("from_bin_id") REFERENCES "public"."bins"("bin_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_to_bin_id_bins_bin_id_fk" FOREIGN KEY ("to_bin_id") REFERENCES "public"."bins"("bin_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_type_id_product_types_product_type_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("product_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("supplier_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boms_component" ON "boms" USING btree ("component_product_id");--> statement-breakpoint
CREATE INDEX "mrn_lines_product" ON "mrn_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "mrns_supplier" ON "mrns" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "mrns_date" ON "mrns" USING btree ("mrn_date");--> statement-breakpoint
CREATE INDEX "packets_mrn_line" ON "packets" USING btree ("mrn_line_id");--> statement-breakpoint
CREATE INDEX "packets_bin" ON "packets" USING btree ("bin_id");--> statement-breakpoint
CREATE INDEX "packets_product_status" ON "packets" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "stock_ledger_packet" ON "stock_ledger" USING btree ("packet_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_product_at" ON "stock_ledger" USING btree ("product_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "bins_col_address_unique" ON "bins" USING btree (lower("col_address"));--> statement-breakpoint
CREATE UNIQUE INDEX "cartons_name_unique" ON "cartons" USING btree (lower("carton_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "machines_warranty_unique" ON "machines" USING btree (lower("warranty"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_unique" ON "products" USING btree (lower("product_cd"));--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_name_unique" ON "shifts" USING btree (lower("shift_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_code_unique" ON "suppliers" USING btree (lower("supplier_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_code_unique" ON "warehouses" USING btree (lower("warehouse_code"));