-- Every packet knows its lot's receipt day (issue 34): the MRN date of purchased material; for what the plant made, the
-- plant day of its production receipt (the ledger row's floor time, in the zone the inward days are kept in, else UTC);
-- a split or returned packet its parent's (purchased ones share their MRN line's date).
ALTER TABLE "packets" ADD COLUMN "received_on" date;--> statement-breakpoint
-- The ageing sums change key below; 0038's sums read nothing this backfill changes, so its update trigger rests meanwhile.
DROP TRIGGER packets_on_hand_inserts_by_age ON "packets";--> statement-breakpoint
DROP TRIGGER packets_on_hand_updates_by_age ON "packets";--> statement-breakpoint
DROP FUNCTION on_hand_ages_add_changes();--> statement-breakpoint
DROP FUNCTION on_hand_quarter_of(timestamptz, timestamptz);--> statement-breakpoint
ALTER TABLE "packets" DISABLE TRIGGER packets_on_hand_updates;--> statement-breakpoint
UPDATE packets p SET received_on = m.mrn_date
FROM mrn_lines l JOIN mrns m ON m.mrn_id = l.mrn_id
WHERE l.mrn_line_id = p.mrn_line_id;--> statement-breakpoint
WITH RECURSIVE made AS (
  SELECT p.packet_id,
         cast((coalesce(g.done_at, g.at) AT TIME ZONE coalesce((SELECT time_zone FROM receipt_day_zone), 'UTC')) AS date) AS day
  FROM packets p JOIN stock_ledger g ON g.packet_id = p.packet_id AND g.reason = 'produce'
  WHERE p.produced_by_requisition_id IS NOT NULL
  UNION ALL
  SELECT c.packet_id, made.day FROM made JOIN packets c ON c.parent_packet_id = made.packet_id
)
UPDATE packets p SET received_on = made.day FROM made WHERE made.packet_id = p.packet_id AND p.received_on IS NULL;--> statement-breakpoint
-- A packet made without its ledger row (none the kernel made) takes the day it was made.
UPDATE packets SET received_on = cast((created_at AT TIME ZONE coalesce((SELECT time_zone FROM receipt_day_zone), 'UTC')) AS date)
WHERE received_on IS NULL;--> statement-breakpoint
ALTER TABLE "packets" ENABLE TRIGGER packets_on_hand_updates;--> statement-breakpoint
ALTER TABLE "packets" ALTER COLUMN "received_on" SET NOT NULL;--> statement-breakpoint
DROP INDEX "packets_fifo";--> statement-breakpoint
CREATE INDEX "packets_fifo" ON "packets" USING btree ("product_id","received_on","packet_id") WHERE "packets"."status" = 'InBin';--> statement-breakpoint
-- Stock Ageing's kept sums per product and lot receipt day (were per quarter hour of put-away).
DELETE FROM "on_hand_ages";--> statement-breakpoint
ALTER TABLE "on_hand_ages" DROP CONSTRAINT "on_hand_ages_product_id_inward_at_pk";--> statement-breakpoint
ALTER TABLE "on_hand_ages" DROP COLUMN "inward_at";--> statement-breakpoint
ALTER TABLE "on_hand_ages" ADD COLUMN "received_on" date NOT NULL;--> statement-breakpoint
ALTER TABLE "on_hand_ages" ADD CONSTRAINT "on_hand_ages_product_id_received_on_pk" PRIMARY KEY("product_id","received_on");--> statement-breakpoint
-- As 0046: each statement's change to the packets in stock added to the sums in the writing transaction, one upsert in
-- key order; the triggers keep 0046's names, so they fire after 0038's and every statement locks products, lots, ages.
CREATE FUNCTION on_hand_ages_add_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO on_hand_ages AS total (product_id, received_on, qty, packets)
    SELECT product_id, received_on, sum(qty), count(*)
    FROM new_rows
    WHERE status IN ('Packed', 'InBin', 'OnHold', 'Rejected')
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (product_id, received_on) DO UPDATE SET qty = total.qty + excluded.qty, packets = total.packets + excluded.packets;
  ELSE
    INSERT INTO on_hand_ages AS total (product_id, received_on, qty, packets)
    SELECT * FROM (
      SELECT product_id, received_on, sum(qty) AS qty, sum(n)::integer AS packets
      FROM (SELECT product_id, received_on, qty, 1 AS n
            FROM new_rows WHERE status IN ('Packed', 'InBin', 'OnHold', 'Rejected')
            UNION ALL
            SELECT product_id, received_on, -qty, -1
            FROM old_rows WHERE status IN ('Packed', 'InBin', 'OnHold', 'Rejected')) change
      GROUP BY product_id, received_on) summed
    WHERE packets <> 0 OR qty <> 0
    ORDER BY product_id, received_on
    ON CONFLICT (product_id, received_on) DO UPDATE SET qty = total.qty + excluded.qty, packets = total.packets + excluded.packets;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER packets_on_hand_inserts_by_age AFTER INSERT ON "packets" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION on_hand_ages_add_changes();--> statement-breakpoint
CREATE TRIGGER packets_on_hand_updates_by_age AFTER UPDATE ON "packets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION on_hand_ages_add_changes();--> statement-breakpoint
INSERT INTO on_hand_ages (product_id, received_on, qty, packets)
SELECT product_id, received_on, sum(qty), count(*)
FROM "packets"
WHERE status IN ('Packed', 'InBin', 'OnHold', 'Rejected')
GROUP BY 1, 2;--> statement-breakpoint
-- The floor time (issue 33) stamped on every row a day is read from: an activity report's and a count line's is its
-- X-Done-At, else its arrival; Consumption & Yield finds a range's jobs by it.
UPDATE consumption_events SET done_at = created_at WHERE done_at IS NULL;--> statement-breakpoint
ALTER TABLE "consumption_events" ALTER COLUMN "done_at" SET NOT NULL;--> statement-breakpoint
DROP INDEX "consumption_events_at_requisition";--> statement-breakpoint
CREATE INDEX "consumption_events_done_at_requisition" ON "consumption_events" USING btree ("done_at","requisition_id");--> statement-breakpoint
UPDATE cycle_count_lines SET done_at = recorded_at WHERE done_at IS NULL;--> statement-breakpoint
ALTER TABLE "cycle_count_lines" ALTER COLUMN "done_at" SET NOT NULL;--> statement-breakpoint
-- Goods received count on the day they were put away on the floor: as 0030, by the ledger row's floor time. One
-- put-away's rows share one floor time, so they still share one quarter hour and one day (the lock order holds).
CREATE OR REPLACE FUNCTION receipt_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT FROM new_rows WHERE receipt_supplier_id IS NOT NULL) THEN
    RETURN NULL;
  END IF;
  INSERT INTO receipt_totals AS total (quarter_hour, product_id, supplier_id, qty)
  SELECT date_bin('15 minutes', coalesce(done_at, at), timestamptz '2000-01-01 00:00+00'), product_id, receipt_supplier_id, sum(qty)
  FROM new_rows
  WHERE receipt_supplier_id IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (quarter_hour, product_id, supplier_id) DO UPDATE SET qty = total.qty + excluded.qty;
  INSERT INTO receipt_day_totals AS total (day, product_id, supplier_id, qty)
  SELECT cast((coalesce(r.done_at, r.at) AT TIME ZONE z.time_zone) AS date), r.product_id, r.receipt_supplier_id, sum(r.qty)
  FROM new_rows r CROSS JOIN receipt_day_zone z
  WHERE r.receipt_supplier_id IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (day, product_id, supplier_id) DO UPDATE SET qty = total.qty + excluded.qty;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The receipts sent later move from their arrival's quarter hour and day to their floor time's.
LOCK TABLE receipt_totals IN SHARE MODE;--> statement-breakpoint
DELETE FROM receipt_totals;--> statement-breakpoint
INSERT INTO receipt_totals (quarter_hour, product_id, supplier_id, qty)
SELECT date_bin('15 minutes', coalesce(done_at, at), timestamptz '2000-01-01 00:00+00'), product_id, receipt_supplier_id, sum(qty)
FROM stock_ledger WHERE receipt_supplier_id IS NOT NULL
GROUP BY 1, 2, 3;--> statement-breakpoint
DELETE FROM receipt_day_totals;--> statement-breakpoint
INSERT INTO receipt_day_totals (day, product_id, supplier_id, qty)
SELECT cast((coalesce(r.done_at, r.at) AT TIME ZONE z.time_zone) AS date), r.product_id, r.receipt_supplier_id, sum(r.qty)
FROM stock_ledger r CROSS JOIN receipt_day_zone z WHERE r.receipt_supplier_id IS NOT NULL
GROUP BY 1, 2, 3;
