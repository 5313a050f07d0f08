CREATE INDEX "bins_created" ON "bins" USING btree ("created_date","bin_id");--> statement-breakpoint
CREATE INDEX "bins_row_col" ON "bins" USING btree ("row_name","col_no","bin_id");--> statement-breakpoint
CREATE INDEX "products_created" ON "products" USING btree ("created_date","product_id");--> statement-breakpoint
CREATE INDEX "products_code" ON "products" USING btree ("product_cd","product_id");