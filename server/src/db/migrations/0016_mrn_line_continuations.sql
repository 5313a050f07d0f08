ALTER TABLE "mrn_lines" DROP CONSTRAINT "mrn_lines_mrn_product_unique";--> statement-breakpoint
ALTER TABLE "mrn_lines" ADD COLUMN "continues_mrn_line_id" integer;--> statement-breakpoint
ALTER TABLE "mrn_lines" ADD CONSTRAINT "mrn_lines_continues_mrn_line_id_mrn_lines_mrn_line_id_fk" FOREIGN KEY ("continues_mrn_line_id") REFERENCES "public"."mrn_lines"("mrn_line_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mrn_lines_mrn_product" ON "mrn_lines" USING btree ("mrn_id","product_id");--> statement-breakpoint
ALTER TABLE "mrn_lines" ADD CONSTRAINT "mrn_lines_continued_once" UNIQUE("continues_mrn_line_id");--> statement-breakpoint
ALTER TABLE "mrn_lines" ADD CONSTRAINT "mrn_lines_continuation_within_outstanding" CHECK ("mrn_lines"."continues_mrn_line_id" is null or ("mrn_lines"."received_qty" > 0 and "mrn_lines"."received_qty" <= "mrn_lines"."requested_qty"));