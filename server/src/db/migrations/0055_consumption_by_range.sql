ALTER TABLE "requisition_issues" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
-- An issue's floor time is its ledger row's (X-Done-At of an issue queued offline), else its arrival.
UPDATE "requisition_issues" i SET "done_at" = coalesce(
  (SELECT l.done_at FROM stock_ledger l
   WHERE l.packet_id = i.packet_id AND l.reason = 'issueToProduction' AND l.done_at IS NOT NULL
   ORDER BY l.ledger_id LIMIT 1),
  i.issued_at);--> statement-breakpoint
ALTER TABLE "requisition_issues" ALTER COLUMN "done_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "requisition_issues" ALTER COLUMN "done_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "fg_mappings_created_at_requisition" ON "fg_mappings" USING btree ("created_at","requisition_id");--> statement-breakpoint
CREATE INDEX "stock_returns_created_at" ON "stock_returns" USING btree ("created_at","requisition_issue_id");--> statement-breakpoint
CREATE INDEX "packets_output_received_on" ON "packets" USING btree ("received_on","produced_by_requisition_id") WHERE "packets"."produced_by_requisition_id" is not null and "packets"."parent_packet_id" is null;--> statement-breakpoint
CREATE INDEX "requisition_issues_done_at_requisition" ON "requisition_issues" USING btree ("done_at","requisition_id");
