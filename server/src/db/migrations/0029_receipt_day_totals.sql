CREATE TABLE "receipt_day_totals" (
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"qty" numeric NOT NULL,
	CONSTRAINT "receipt_day_totals_day_product_id_supplier_id_pk" PRIMARY KEY("day","product_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "receipt_day_zone" (
	"time_zone" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "receipt_day_totals_product_day" ON "receipt_day_totals" USING btree ("product_id","day");