-- Each BOM line's row carries its job's figures (number, order, product made, quantity, output), made with the line,
-- so Consumption & Yield reads one row per line by key. Nullable until the rows already there are filled below.
ALTER TABLE "job_component_totals" ADD COLUMN "requisition_no" text;--> statement-breakpoint
ALTER TABLE "job_component_totals" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "job_component_totals" ADD COLUMN "order_no" text;--> statement-breakpoint
ALTER TABLE "job_component_totals" ADD COLUMN "made_product_id" integer;--> statement-breakpoint
ALTER TABLE "job_component_totals" ADD COLUMN "req_qty" integer;--> statement-breakpoint
ALTER TABLE "job_component_totals" ADD COLUMN "qty_per_unit" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "job_component_totals" ADD COLUMN "received_qty" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_component_totals" ADD COLUMN "mapped_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A requisition's lines, inserted in the statement that freezes its BOM, each get their row with the job's figures.
CREATE FUNCTION job_lines_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_component_totals (requisition_id, product_id, requisition_no, order_id, order_no, made_product_id,
                                    req_qty, qty_per_unit, received_qty)
  SELECT n.requisition_id, n.component_product_id, r.requisition_no, o.order_id, o.order_no, o.product_id,
         r.qty, n.qty_per_unit, r.received_qty
  FROM new_rows n JOIN requisitions r ON r.requisition_id = n.requisition_id
  JOIN production_orders o ON o.order_id = r.order_id
  ORDER BY n.requisition_id, n.component_product_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Output received into stock: the production receipt has locked the requisition row it updates.
CREATE FUNCTION job_lines_received() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_component_totals SET received_qty = NEW.received_qty WHERE requisition_id = NEW.requisition_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- FG serials mapped: mapSerials has locked the requisition first.
CREATE FUNCTION job_lines_mapped() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_component_totals AS line SET mapped_qty = line.mapped_qty + m.qty
  FROM (SELECT requisition_id, sum(qty) AS qty FROM new_rows GROUP BY requisition_id) m
  WHERE line.requisition_id = m.requisition_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION job_lines_all_found(changed bigint, wanted bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF changed <> wanted THEN
    RAISE EXCEPTION 'a job''s record names a product that is no line of its requisition' USING ERRCODE = '23503';
  END IF;
END;
$$;--> statement-breakpoint
-- The sums of 0044 now add to the line's row, made with the line (an upsert would check the new row's NOT NULL
-- columns before finding the row there). A record of a product that is no line of its job is refused.
CREATE OR REPLACE FUNCTION job_totals_add_issues() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed integer;
BEGIN
  UPDATE job_component_totals AS line SET issued_qty = line.issued_qty + s.qty
  FROM (SELECT requisition_id, product_id, sum(qty) AS qty FROM new_rows GROUP BY requisition_id, product_id) s
  WHERE line.requisition_id = s.requisition_id AND line.product_id = s.product_id;
  GET DIAGNOSTICS changed = ROW_COUNT;
  PERFORM job_lines_all_found(changed, (SELECT count(DISTINCT (requisition_id, product_id)) FROM new_rows));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_totals_add_consumptions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed integer;
BEGIN
  UPDATE job_component_totals AS line SET consumed_qty = line.consumed_qty + s.qty
  FROM (SELECT i.requisition_id, i.product_id, sum(n.qty) AS qty
        FROM new_rows n JOIN requisition_issues i ON i.requisition_issue_id = n.requisition_issue_id
        GROUP BY i.requisition_id, i.product_id) s
  WHERE line.requisition_id = s.requisition_id AND line.product_id = s.product_id;
  GET DIAGNOSTICS changed = ROW_COUNT;
  PERFORM job_lines_all_found(changed, (SELECT count(DISTINCT (i.requisition_id, i.product_id))
    FROM new_rows n JOIN requisition_issues i ON i.requisition_issue_id = n.requisition_issue_id));
  INSERT INTO job_crew_consumption AS total (requisition_id, product_id, shift_id, operator, consumed_qty)
  SELECT i.requisition_id, i.product_id, e.shift_id, e.operator, sum(n.qty)
  FROM new_rows n
  JOIN requisition_issues i ON i.requisition_issue_id = n.requisition_issue_id
  JOIN consumption_events e ON e.event_id = n.event_id
  GROUP BY i.requisition_id, i.product_id, e.shift_id, e.operator
  ORDER BY i.requisition_id, i.product_id, e.shift_id, e.operator
  ON CONFLICT (requisition_id, product_id, shift_id, operator)
    DO UPDATE SET consumed_qty = total.consumed_qty + excluded.consumed_qty;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_totals_add_returns() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed integer;
BEGIN
  UPDATE job_component_totals AS line SET returned_qty = line.returned_qty + s.qty
  FROM (SELECT i.requisition_id, i.product_id, sum(n.qty) AS qty
        FROM new_rows n JOIN requisition_issues i ON i.requisition_issue_id = n.requisition_issue_id
        GROUP BY i.requisition_id, i.product_id) s
  WHERE line.requisition_id = s.requisition_id AND line.product_id = s.product_id;
  GET DIAGNOSTICS changed = ROW_COUNT;
  PERFORM job_lines_all_found(changed, (SELECT count(DISTINCT (i.requisition_id, i.product_id))
    FROM new_rows n JOIN requisition_issues i ON i.requisition_issue_id = n.requisition_issue_id));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER requisition_lines_job_lines AFTER INSERT ON "requisition_lines" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_lines_add();--> statement-breakpoint
CREATE TRIGGER requisitions_job_lines_received AFTER UPDATE OF received_qty ON "requisitions"
  FOR EACH ROW WHEN (OLD.received_qty IS DISTINCT FROM NEW.received_qty) EXECUTE FUNCTION job_lines_received();--> statement-breakpoint
CREATE TRIGGER fg_mappings_job_lines AFTER INSERT ON "fg_mappings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_lines_mapped();--> statement-breakpoint
-- What the rows copy never changes: a job's number, order and quantity, its lines, its serials, an order's number and
-- product (orders are imported once; a requisition draws only on remaining_qty).
CREATE TRIGGER requisitions_job_fixed BEFORE UPDATE OF requisition_no, order_id, qty OR DELETE ON "requisitions"
  FOR EACH ROW EXECUTE FUNCTION job_records_refuse_change();--> statement-breakpoint
CREATE TRIGGER requisition_lines_job_fixed BEFORE UPDATE OR DELETE ON "requisition_lines"
  FOR EACH ROW EXECUTE FUNCTION job_records_refuse_change();--> statement-breakpoint
CREATE TRIGGER fg_mappings_job_fixed BEFORE UPDATE OF requisition_id, qty OR DELETE ON "fg_mappings"
  FOR EACH ROW EXECUTE FUNCTION job_records_refuse_change();--> statement-breakpoint
CREATE TRIGGER production_orders_job_fixed BEFORE UPDATE OF order_no, product_id OR DELETE ON "production_orders"
  FOR EACH ROW EXECUTE FUNCTION job_records_refuse_change();--> statement-breakpoint
-- Filled after the triggers exist: creating them locks the tables against writes until this transaction commits.
INSERT INTO job_component_totals (requisition_id, product_id)
SELECT l.requisition_id, l.component_product_id FROM requisition_lines l
ON CONFLICT (requisition_id, product_id) DO NOTHING;--> statement-breakpoint
UPDATE job_component_totals AS line
SET requisition_no = r.requisition_no, order_id = o.order_id, order_no = o.order_no, made_product_id = o.product_id,
    req_qty = r.qty, qty_per_unit = l.qty_per_unit, received_qty = r.received_qty,
    mapped_qty = coalesce((SELECT sum(m.qty) FROM fg_mappings m WHERE m.requisition_id = r.requisition_id), 0)
FROM requisition_lines l JOIN requisitions r ON r.requisition_id = l.requisition_id
JOIN production_orders o ON o.order_id = r.order_id
WHERE l.requisition_id = line.requisition_id AND l.component_product_id = line.product_id;--> statement-breakpoint
ALTER TABLE "job_component_totals" ALTER COLUMN "requisition_no" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "job_component_totals" ALTER COLUMN "order_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "job_component_totals" ALTER COLUMN "order_no" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "job_component_totals" ALTER COLUMN "made_product_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "job_component_totals" ALTER COLUMN "req_qty" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "job_component_totals" ALTER COLUMN "qty_per_unit" SET NOT NULL;
