CREATE TABLE "customers" (
	"customer_id" serial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"customer_name" text NOT NULL,
	"address" text NOT NULL,
	"gst_number" text DEFAULT '' NOT NULL,
	"contact_person" text DEFAULT '' NOT NULL,
	"mobile_no" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dispatch_order_lines" (
	"dispatch_order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"dispatched_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dispatch_order_lines_dispatch_order_id_line_no_pk" PRIMARY KEY("dispatch_order_id","line_no"),
	CONSTRAINT "dispatch_order_lines_qty_positive" CHECK ("dispatch_order_lines"."qty" > 0),
	CONSTRAINT "dispatch_order_lines_dispatched_in_range" CHECK ("dispatch_order_lines"."dispatched_qty" >= 0 and "dispatch_order_lines"."dispatched_qty" <= "dispatch_order_lines"."qty")
);
--> statement-breakpoint
CREATE TABLE "dispatch_orders" (
	"dispatch_order_id" serial PRIMARY KEY NOT NULL,
	"erp_order_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"promised_date" date NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispatch_orders_status_known" CHECK ("dispatch_orders"."status" in ('Open', 'Dispatched', 'Cancelled'))
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_entity_known";--> statement-breakpoint
ALTER TABLE "dispatch_order_lines" ADD CONSTRAINT "dispatch_order_lines_dispatch_order_id_dispatch_orders_dispatch_order_id_fk" FOREIGN KEY ("dispatch_order_id") REFERENCES "public"."dispatch_orders"("dispatch_order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_order_lines" ADD CONSTRAINT "dispatch_order_lines_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_orders" ADD CONSTRAINT "dispatch_orders_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_code_unique" ON "customers" USING btree (lower("customer_code"));--> statement-breakpoint
CREATE INDEX "customers_created" ON "customers" USING btree ("created_date","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_order_lines_product_unique" ON "dispatch_order_lines" USING btree ("dispatch_order_id","product_id");--> statement-breakpoint
CREATE INDEX "dispatch_order_lines_product" ON "dispatch_order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_orders_erp_order_no_unique" ON "dispatch_orders" USING btree ("erp_order_no");--> statement-breakpoint
CREATE INDEX "dispatch_orders_created" ON "dispatch_orders" USING btree ("created_at","dispatch_order_id");--> statement-breakpoint
CREATE INDEX "dispatch_orders_status_created" ON "dispatch_orders" USING btree ("status","created_at","dispatch_order_id");--> statement-breakpoint
CREATE INDEX "dispatch_orders_promised" ON "dispatch_orders" USING btree ("promised_date","dispatch_order_id");--> statement-breakpoint
CREATE INDEX "dispatch_orders_customer" ON "dispatch_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_entity_known" CHECK ("audit_events"."entity" in ('Warehouse', 'Machine', 'Product', 'Supplier', 'Customer', 'Shift', 'User', 'Role', 'Bin', 'Carton', 'RolePermission', 'UserRole', 'Password', 'SignIn'));--> statement-breakpoint
-- Customer Master's contains-search and Dispatch Orders' search by order number, served by trigram indexes (master-routes.ts searchText, same columns, same order).
CREATE INDEX IF NOT EXISTS "customers_search_trgm" ON "customers" USING gin ((coalesce(cast("customer_code" as text), '') || chr(31) || coalesce(cast("customer_name" as text), '') || chr(31) || coalesce(cast("gst_number" as text), '') || chr(31) || coalesce(cast("contact_person" as text), '') || chr(31) || coalesce(cast("mobile_no" as text), '') || chr(31) || coalesce(cast("email" as text), '') || chr(31) || coalesce(cast("address" as text), '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dispatch_orders_erp_order_no_trgm" ON "dispatch_orders" USING gin ("erp_order_no" gin_trgm_ops);