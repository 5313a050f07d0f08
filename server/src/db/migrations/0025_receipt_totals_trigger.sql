-- The receipts of each INSERT on the stock ledger (rows with receipt_supplier_id, from its transition table) added to their
-- UTC quarter hour's total in the writing transaction: one upsert per statement, its rows taken in key order so two
-- put-aways lock shared totals in the same order and never deadlock. The ledger is append-only, so inserts are all.
CREATE FUNCTION receipt_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO receipt_totals AS total (quarter_hour, product_id, supplier_id, qty)
  SELECT date_bin('15 minutes', at, timestamptz '2000-01-01 00:00+00'), product_id, receipt_supplier_id, sum(qty)
  FROM new_rows
  WHERE receipt_supplier_id IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (quarter_hour, product_id, supplier_id) DO UPDATE SET qty = total.qty + excluded.qty;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER stock_ledger_receipt_totals AFTER INSERT ON "stock_ledger" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION receipt_totals_add();--> statement-breakpoint
-- Summed after the trigger exists: creating it locks the ledger against writes until this transaction commits.
INSERT INTO receipt_totals (quarter_hour, product_id, supplier_id, qty)
SELECT date_bin('15 minutes', at, timestamptz '2000-01-01 00:00+00'), product_id, receipt_supplier_id, sum(qty)
FROM "stock_ledger"
WHERE receipt_supplier_id IS NOT NULL
GROUP BY 1, 2, 3;
