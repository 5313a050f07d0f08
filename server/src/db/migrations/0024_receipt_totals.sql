CREATE TABLE "receipt_totals" (
	"quarter_hour" timestamp with time zone NOT NULL,
	"product_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"qty" numeric NOT NULL,
	CONSTRAINT "receipt_totals_quarter_hour_product_id_supplier_id_pk" PRIMARY KEY("quarter_hour","product_id","supplier_id")
);
