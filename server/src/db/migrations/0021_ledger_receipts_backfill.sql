-- Put-aways of goods received from before the ledger carried their supplier take it from their packet. It is the
-- one change ever made to ledger rows, so the append-only trigger stands aside inside this migration's transaction.
ALTER TABLE "stock_ledger" DISABLE TRIGGER "stock_ledger_append_only";--> statement-breakpoint
UPDATE "stock_ledger" l SET "receipt_supplier_id" = p."supplier_id"
FROM "packets" p
WHERE l."reason" = 'putAway' AND p."packet_id" = l."packet_id"
  AND p."parent_packet_id" IS NULL AND p."mrn_line_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_ledger" ENABLE TRIGGER "stock_ledger_append_only";
