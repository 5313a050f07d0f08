-- Each job line gets a row per crew (shift and operator) with an event on the job, carrying the crew's event count
-- and the line's figures, so Consumption & Yield by shift or operator reads these rows alone. Nullable until filled.
ALTER TABLE "job_crew_consumption" ADD COLUMN "events" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_crew_consumption" ADD COLUMN "made_product_id" integer;--> statement-breakpoint
ALTER TABLE "job_crew_consumption" ADD COLUMN "req_qty" integer;--> statement-breakpoint
ALTER TABLE "job_crew_consumption" ADD COLUMN "qty_per_unit" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "job_crew_consumption" ADD COLUMN "received_qty" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_crew_consumption" ADD COLUMN "mapped_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A statement's events each count on every line of their job, for their crew: consume has locked the requisition,
-- so the line's output copied here is the one a receipt or mapping (which lock it too) last wrote.
CREATE FUNCTION job_crew_add_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_crew_consumption AS crew (requisition_id, product_id, shift_id, operator, events, made_product_id,
                                            req_qty, qty_per_unit, received_qty, mapped_qty)
  SELECT e.requisition_id, k.product_id, e.shift_id, e.operator, e.n, k.made_product_id, k.req_qty, k.qty_per_unit,
         k.received_qty, k.mapped_qty
  FROM (SELECT requisition_id, shift_id, operator, count(*)::integer AS n FROM new_rows
        GROUP BY requisition_id, shift_id, operator) e
  JOIN job_component_totals k ON k.requisition_id = e.requisition_id
  ORDER BY e.requisition_id, k.product_id, e.shift_id, e.operator
  ON CONFLICT (requisition_id, product_id, shift_id, operator) DO UPDATE SET events = crew.events + excluded.events;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_lines_received() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_component_totals SET received_qty = NEW.received_qty WHERE requisition_id = NEW.requisition_id;
  UPDATE job_crew_consumption SET received_qty = NEW.received_qty WHERE requisition_id = NEW.requisition_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_lines_mapped() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_component_totals AS line SET mapped_qty = line.mapped_qty + m.qty
  FROM (SELECT requisition_id, sum(qty) AS qty FROM new_rows GROUP BY requisition_id) m
  WHERE line.requisition_id = m.requisition_id;
  UPDATE job_crew_consumption AS crew SET mapped_qty = crew.mapped_qty + m.qty
  FROM (SELECT requisition_id, sum(qty) AS qty FROM new_rows GROUP BY requisition_id) m
  WHERE crew.requisition_id = m.requisition_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A consumption adds to its line's row and to the row of its event's crew, made with the event.
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
  UPDATE job_crew_consumption AS crew SET consumed_qty = crew.consumed_qty + s.qty
  FROM (SELECT i.requisition_id, i.product_id, e.shift_id, e.operator, sum(n.qty) AS qty
        FROM new_rows n
        JOIN requisition_issues i ON i.requisition_issue_id = n.requisition_issue_id
        JOIN consumption_events e ON e.event_id = n.event_id
        GROUP BY i.requisition_id, i.product_id, e.shift_id, e.operator) s
  WHERE crew.requisition_id = s.requisition_id AND crew.product_id = s.product_id
    AND crew.shift_id = s.shift_id AND crew.operator = s.operator;
  GET DIAGNOSTICS changed = ROW_COUNT;
  PERFORM job_lines_all_found(changed, (SELECT count(DISTINCT (i.requisition_id, i.product_id, e.shift_id, e.operator))
    FROM new_rows n
    JOIN requisition_issues i ON i.requisition_issue_id = n.requisition_issue_id
    JOIN consumption_events e ON e.event_id = n.event_id));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER consumption_events_job_crew AFTER INSERT ON "consumption_events" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_crew_add_events();--> statement-breakpoint
-- Filled after the trigger exists: creating it locks the events against writes until this transaction commits.
INSERT INTO job_crew_consumption (requisition_id, product_id, shift_id, operator)
SELECT DISTINCT e.requisition_id, k.product_id, e.shift_id, e.operator
FROM consumption_events e JOIN job_component_totals k ON k.requisition_id = e.requisition_id
ON CONFLICT (requisition_id, product_id, shift_id, operator) DO NOTHING;--> statement-breakpoint
UPDATE job_crew_consumption AS crew
SET events = e.n, made_product_id = k.made_product_id, req_qty = k.req_qty, qty_per_unit = k.qty_per_unit,
    received_qty = k.received_qty, mapped_qty = k.mapped_qty
FROM job_component_totals k,
     (SELECT requisition_id, shift_id, operator, count(*)::integer AS n FROM consumption_events
      GROUP BY requisition_id, shift_id, operator) e
WHERE k.requisition_id = crew.requisition_id AND k.product_id = crew.product_id
  AND e.requisition_id = crew.requisition_id AND e.shift_id = crew.shift_id AND e.operator = crew.operator;--> statement-breakpoint
ALTER TABLE "job_crew_consumption" ALTER COLUMN "made_product_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "job_crew_consumption" ALTER COLUMN "req_qty" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "job_crew_consumption" ALTER COLUMN "qty_per_unit" SET NOT NULL;
