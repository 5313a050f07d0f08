CREATE TABLE "job_component_totals" (
	"requisition_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"issued_qty" numeric DEFAULT '0' NOT NULL,
	"consumed_qty" numeric DEFAULT '0' NOT NULL,
	"returned_qty" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "job_component_totals_requisition_id_product_id_pk" PRIMARY KEY("requisition_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "job_crew_consumption" (
	"requisition_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"operator" text NOT NULL,
	"consumed_qty" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "job_crew_consumption_requisition_id_product_id_shift_id_operator_pk" PRIMARY KEY("requisition_id","product_id","shift_id","operator")
);
--> statement-breakpoint
CREATE INDEX "consumption_events_at_requisition" ON "consumption_events" USING btree ("created_at","requisition_id");--> statement-breakpoint
-- Each statement's new issue records, consumptions and returns added to their job's sums in the writing transaction: one
-- upsert per table, rows taken in key order. Every writer locks the requisition first, so two never hold a job's sums
-- at once. What the sums read of those rows (and of an event, its job and crew) never changes and no row is deleted
-- (triggers below refuse it), so inserts are all the sums ever see.
CREATE FUNCTION job_totals_add_issues() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_component_totals AS total (requisition_id, product_id, issued_qty)
  SELECT requisition_id, product_id, sum(qty) FROM new_rows
  GROUP BY requisition_id, product_id ORDER BY requisition_id, product_id
  ON CONFLICT (requisition_id, product_id) DO UPDATE SET issued_qty = total.issued_qty + excluded.issued_qty;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION job_totals_add_consumptions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_component_totals AS total (requisition_id, product_id, consumed_qty)
  SELECT i.requisition_id, i.product_id, sum(n.qty)
  FROM new_rows n JOIN requisition_issues i ON i.requisition_issue_id = n.requisition_issue_id
  GROUP BY i.requisition_id, i.product_id ORDER BY i.requisition_id, i.product_id
  ON CONFLICT (requisition_id, product_id) DO UPDATE SET consumed_qty = total.consumed_qty + excluded.consumed_qty;
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
CREATE FUNCTION job_totals_add_returns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_component_totals AS total (requisition_id, product_id, returned_qty)
  SELECT i.requisition_id, i.product_id, sum(n.qty)
  FROM new_rows n JOIN requisition_issues i ON i.requisition_issue_id = n.requisition_issue_id
  GROUP BY i.requisition_id, i.product_id ORDER BY i.requisition_id, i.product_id
  ON CONFLICT (requisition_id, product_id) DO UPDATE SET returned_qty = total.returned_qty + excluded.returned_qty;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION job_records_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are summed (job_component_totals): their job, product, quantity and crew never change', TG_TABLE_NAME
    USING ERRCODE = '23514';
END;
$$;--> statement-breakpoint
CREATE TRIGGER requisition_issues_job_totals AFTER INSERT ON "requisition_issues" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_totals_add_issues();--> statement-breakpoint
CREATE TRIGGER consumptions_job_totals AFTER INSERT ON "consumptions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_totals_add_consumptions();--> statement-breakpoint
CREATE TRIGGER stock_returns_job_totals AFTER INSERT ON "stock_returns" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_totals_add_returns();--> statement-breakpoint
CREATE TRIGGER requisition_issues_summed_fixed BEFORE UPDATE OF requisition_id, product_id, qty OR DELETE ON "requisition_issues"
  FOR EACH ROW EXECUTE FUNCTION job_records_refuse_change();--> statement-breakpoint
CREATE TRIGGER consumptions_summed_fixed BEFORE UPDATE OF event_id, requisition_issue_id, qty OR DELETE ON "consumptions"
  FOR EACH ROW EXECUTE FUNCTION job_records_refuse_change();--> statement-breakpoint
CREATE TRIGGER stock_returns_summed_fixed BEFORE UPDATE OF requisition_issue_id, qty OR DELETE ON "stock_returns"
  FOR EACH ROW EXECUTE FUNCTION job_records_refuse_change();--> statement-breakpoint
CREATE TRIGGER consumption_events_crew_fixed BEFORE UPDATE OF requisition_id, shift_id, operator OR DELETE
  ON "consumption_events" FOR EACH ROW EXECUTE FUNCTION job_records_refuse_change();--> statement-breakpoint
-- Summed after the triggers exist: creating them locks the tables against writes until this transaction commits.
INSERT INTO job_component_totals (requisition_id, product_id, issued_qty, consumed_qty, returned_qty)
SELECT requisition_id, product_id, sum(issued), sum(consumed), sum(returned) FROM (
  SELECT requisition_id, product_id, qty AS issued, 0 AS consumed, 0 AS returned FROM requisition_issues
  UNION ALL
  SELECT i.requisition_id, i.product_id, 0, c.qty, 0
  FROM consumptions c JOIN requisition_issues i ON i.requisition_issue_id = c.requisition_issue_id
  UNION ALL
  SELECT i.requisition_id, i.product_id, 0, 0, s.qty
  FROM stock_returns s JOIN requisition_issues i ON i.requisition_issue_id = s.requisition_issue_id) record
GROUP BY requisition_id, product_id;--> statement-breakpoint
INSERT INTO job_crew_consumption (requisition_id, product_id, shift_id, operator, consumed_qty)
SELECT i.requisition_id, i.product_id, e.shift_id, e.operator, sum(c.qty)
FROM consumptions c
JOIN requisition_issues i ON i.requisition_issue_id = c.requisition_issue_id
JOIN consumption_events e ON e.event_id = c.event_id
GROUP BY i.requisition_id, i.product_id, e.shift_id, e.operator;
