CREATE INDEX "mrns_po_number" ON "mrns" USING btree ("po_number","mrn_id");--> statement-breakpoint
CREATE INDEX "mrns_type" ON "mrns" USING btree ("type","mrn_id");--> statement-breakpoint
CREATE INDEX "production_orders_date" ON "production_orders" USING btree ("order_date","order_id");