-- The receipts of each INSERT on the stock ledger added to their UTC quarter hour's total (as 0025) and to their plant
-- day's total in the zone receipt_day_zone names (none until a server starts and fills the day totals for its zone).
-- The quarter hours are written first: a rebuild for another zone locks receipt_totals against writes, so a put-away
-- waiting there reads the zone only after the rebuild, each statement of this function taking a fresh snapshot.
-- Both upserts take their rows in key order, and one transaction's receipts share one quarter hour and one day (the
-- ledger's `at` is the transaction's time), so two put-aways lock shared totals in the same order and never deadlock.
CREATE OR REPLACE FUNCTION receipt_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most ledger statements (issues, splits, returns, moves) hold no receipt: nothing to open or lock for them.
  IF NOT EXISTS (SELECT FROM new_rows WHERE receipt_supplier_id IS NOT NULL) THEN
    RETURN NULL;
  END IF;
  INSERT INTO receipt_totals AS total (quarter_hour, product_id, supplier_id, qty)
  SELECT date_bin('15 minutes', at, timestamptz '2000-01-01 00:00+00'), product_id, receipt_supplier_id, sum(qty)
  FROM new_rows
  WHERE receipt_supplier_id IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (quarter_hour, product_id, supplier_id) DO UPDATE SET qty = total.qty + excluded.qty;
  INSERT INTO receipt_day_totals AS total (day, product_id, supplier_id, qty)
  SELECT cast((r.at AT TIME ZONE z.time_zone) AS date), r.product_id, r.receipt_supplier_id, sum(r.qty)
  FROM new_rows r CROSS JOIN receipt_day_zone z
  WHERE r.receipt_supplier_id IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (day, product_id, supplier_id) DO UPDATE SET qty = total.qty + excluded.qty;
  RETURN NULL;
END;
$$;
