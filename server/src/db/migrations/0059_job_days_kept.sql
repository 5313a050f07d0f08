CREATE TABLE "job_crew_days" (
	"requisition_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"operator" text NOT NULL,
	"day" date NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"consumed_qty" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "job_crew_days_requisition_id_product_id_shift_id_operator_day_pk" PRIMARY KEY("requisition_id","product_id","shift_id","operator","day")
);
--> statement-breakpoint
CREATE TABLE "job_days" (
	"requisition_id" integer NOT NULL,
	"day" date NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"mapped_qty" integer DEFAULT 0 NOT NULL,
	"received_qty" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "job_days_requisition_id_day_pk" PRIMARY KEY("requisition_id","day")
);
--> statement-breakpoint
CREATE TABLE "job_line_days" (
	"requisition_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"issued_qty" numeric DEFAULT '0' NOT NULL,
	"consumed_qty" numeric DEFAULT '0' NOT NULL,
	"returned_qty" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "job_line_days_requisition_id_product_id_day_pk" PRIMARY KEY("requisition_id","product_id","day")
);
--> statement-breakpoint
CREATE INDEX "job_days_day_requisition" ON "job_days" USING btree ("day","requisition_id");--> statement-breakpoint
-- The zone a job's plant days are kept in: the one receipt_day_zone names (the server's, set as it starts), else UTC.
CREATE FUNCTION job_day_zone() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT time_zone FROM receipt_day_zone), 'UTC')
$$;--> statement-breakpoint
-- The day rows as the records give them, in the kept zone: the triggers' sums must always equal these (the migration
-- fills the tables from them, a change of zone refills them, the periodic kept-sum check compares them).
CREATE VIEW job_line_days_replayed AS
SELECT requisition_id, product_id, day, sum(issued) AS issued_qty, sum(consumed) AS consumed_qty, sum(returned) AS returned_qty
FROM (
  SELECT i.requisition_id, i.product_id, cast((i.done_at AT TIME ZONE job_day_zone()) AS date) AS day,
         i.qty AS issued, 0 AS consumed, 0 AS returned
  FROM requisition_issues i
  UNION ALL
  SELECT i.requisition_id, i.product_id, cast((e.done_at AT TIME ZONE job_day_zone()) AS date), 0, c.qty, 0
  FROM consumptions c JOIN requisition_issues i ON i.requisition_issue_id = c.requisition_issue_id
  JOIN consumption_events e ON e.event_id = c.event_id
  UNION ALL
  SELECT i.requisition_id, i.product_id, cast((s.created_at AT TIME ZONE job_day_zone()) AS date), 0, 0, s.qty
  FROM stock_returns s JOIN requisition_issues i ON i.requisition_issue_id = s.requisition_issue_id) recorded
GROUP BY requisition_id, product_id, day;--> statement-breakpoint
CREATE VIEW job_days_replayed AS
SELECT requisition_id, day, sum(events)::integer AS events, sum(mapped)::integer AS mapped_qty, sum(received) AS received_qty
FROM (
  SELECT requisition_id, day, 0 AS events, 0 AS mapped, 0 AS received FROM job_line_days_replayed
  UNION ALL
  SELECT requisition_id, cast((done_at AT TIME ZONE job_day_zone()) AS date), 1, 0, 0 FROM consumption_events
  UNION ALL
  SELECT requisition_id, cast((created_at AT TIME ZONE job_day_zone()) AS date), 0, qty, 0 FROM fg_mappings
  UNION ALL
  SELECT p.produced_by_requisition_id, p.received_on, 0, 0, l.qty
  FROM stock_ledger l JOIN packets p ON p.packet_id = l.packet_id
  WHERE l.reason = 'produce' AND p.produced_by_requisition_id IS NOT NULL AND p.parent_packet_id IS NULL) recorded
GROUP BY requisition_id, day;--> statement-breakpoint
CREATE VIEW job_crew_days_replayed AS
SELECT w.requisition_id, k.product_id, w.shift_id, w.operator, w.day, w.events, coalesce(u.consumed, 0) AS consumed_qty
FROM (SELECT requisition_id, shift_id, operator, cast((done_at AT TIME ZONE job_day_zone()) AS date) AS day,
             count(*)::integer AS events
      FROM consumption_events GROUP BY 1, 2, 3, 4) w
JOIN job_component_totals k ON k.requisition_id = w.requisition_id
LEFT JOIN (SELECT i.requisition_id, i.product_id, e.shift_id, e.operator,
                  cast((e.done_at AT TIME ZONE job_day_zone()) AS date) AS day, sum(c.qty) AS consumed
           FROM consumptions c JOIN requisition_issues i ON i.requisition_issue_id = c.requisition_issue_id
           JOIN consumption_events e ON e.event_id = c.event_id
           GROUP BY 1, 2, 3, 4, 5) u
  ON u.requisition_id = w.requisition_id AND u.product_id = k.product_id AND u.shift_id = w.shift_id
 AND u.operator = w.operator AND u.day = w.day;--> statement-breakpoint
-- Each statement's new records added to their job's days in the writing transaction, one upsert a table, rows in key
-- order, job_days first (so a zone's refill, locking the three in that order, never waits in a cycle). Every writer
-- locks the requisition first, as for 0044's sums. What a day row reads of a record (its job, product, quantity, crew
-- and time) never changes and no record is deleted or truncated (0044, 0045, 0050 and the triggers below).
CREATE FUNCTION job_days_add_issues() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_days (requisition_id, day)
  SELECT DISTINCT requisition_id, cast((done_at AT TIME ZONE job_day_zone()) AS date) FROM new_rows
  ORDER BY 1, 2
  ON CONFLICT (requisition_id, day) DO NOTHING;
  INSERT INTO job_line_days AS d (requisition_id, product_id, day, issued_qty)
  SELECT requisition_id, product_id, cast((done_at AT TIME ZONE job_day_zone()) AS date), sum(qty) FROM new_rows
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (requisition_id, product_id, day) DO UPDATE SET issued_qty = d.issued_qty + excluded.issued_qty;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- An activity report counts on its job's day, and on every line of the job for its crew (what a split by crew needs).
CREATE FUNCTION job_days_add_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_days AS d (requisition_id, day, events)
  SELECT requisition_id, cast((done_at AT TIME ZONE job_day_zone()) AS date), count(*) FROM new_rows
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (requisition_id, day) DO UPDATE SET events = d.events + excluded.events;
  INSERT INTO job_crew_days AS c (requisition_id, product_id, shift_id, operator, day, events)
  SELECT e.requisition_id, k.product_id, e.shift_id, e.operator, e.day, e.n
  FROM (SELECT requisition_id, shift_id, operator, cast((done_at AT TIME ZONE job_day_zone()) AS date) AS day,
               count(*)::integer AS n
        FROM new_rows GROUP BY 1, 2, 3, 4) e
  JOIN job_component_totals k ON k.requisition_id = e.requisition_id
  ORDER BY e.requisition_id, k.product_id, e.shift_id, e.operator, e.day
  ON CONFLICT (requisition_id, product_id, shift_id, operator, day) DO UPDATE SET events = c.events + excluded.events;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A consumption counts on its event's day (the event, written first in the same transaction, made the job's day row).
CREATE FUNCTION job_days_add_consumptions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_line_days AS d (requisition_id, product_id, day, consumed_qty)
  SELECT i.requisition_id, i.product_id, cast((e.done_at AT TIME ZONE job_day_zone()) AS date), sum(n.qty)
  FROM new_rows n JOIN requisition_issues i ON i.requisition_issue_id = n.requisition_issue_id
  JOIN consumption_events e ON e.event_id = n.event_id
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (requisition_id, product_id, day) DO UPDATE SET consumed_qty = d.consumed_qty + excluded.consumed_qty;
  INSERT INTO job_crew_days AS c (requisition_id, product_id, shift_id, operator, day, consumed_qty)
  SELECT i.requisition_id, i.product_id, e.shift_id, e.operator, cast((e.done_at AT TIME ZONE job_day_zone()) AS date),
         sum(n.qty)
  FROM new_rows n JOIN requisition_issues i ON i.requisition_issue_id = n.requisition_issue_id
  JOIN consumption_events e ON e.event_id = n.event_id
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (requisition_id, product_id, shift_id, operator, day)
    DO UPDATE SET consumed_qty = c.consumed_qty + excluded.consumed_qty;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION job_days_add_returns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_days (requisition_id, day)
  SELECT DISTINCT i.requisition_id, cast((n.created_at AT TIME ZONE job_day_zone()) AS date)
  FROM new_rows n JOIN requisition_issues i ON i.requisition_issue_id = n.requisition_issue_id
  ORDER BY 1, 2
  ON CONFLICT (requisition_id, day) DO NOTHING;
  INSERT INTO job_line_days AS d (requisition_id, product_id, day, returned_qty)
  SELECT i.requisition_id, i.product_id, cast((n.created_at AT TIME ZONE job_day_zone()) AS date), sum(n.qty)
  FROM new_rows n JOIN requisition_issues i ON i.requisition_issue_id = n.requisition_issue_id
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (requisition_id, product_id, day) DO UPDATE SET returned_qty = d.returned_qty + excluded.returned_qty;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION job_days_add_mappings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_days AS d (requisition_id, day, mapped_qty)
  SELECT requisition_id, cast((created_at AT TIME ZONE job_day_zone()) AS date), sum(qty) FROM new_rows
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (requisition_id, day) DO UPDATE SET mapped_qty = d.mapped_qty + excluded.mapped_qty;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Output received counts on its lot's receipt day, its quantity the produce ledger row's (the packet shrinks later).
CREATE FUNCTION job_days_add_output() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT FROM new_rows WHERE reason = 'produce') THEN
    RETURN NULL;
  END IF;
  INSERT INTO job_days AS d (requisition_id, day, received_qty)
  SELECT p.produced_by_requisition_id, p.received_on, sum(n.qty)
  FROM new_rows n JOIN packets p ON p.packet_id = n.packet_id
  WHERE n.reason = 'produce' AND p.produced_by_requisition_id IS NOT NULL AND p.parent_packet_id IS NULL
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (requisition_id, day) DO UPDATE SET received_qty = d.received_qty + excluded.received_qty;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION job_days_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are summed by plant day (job_line_days, job_days): their time never changes', TG_TABLE_NAME
    USING ERRCODE = '23514';
END;
$$;--> statement-breakpoint
CREATE TRIGGER requisition_issues_job_days AFTER INSERT ON "requisition_issues" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_days_add_issues();--> statement-breakpoint
CREATE TRIGGER consumption_events_job_days AFTER INSERT ON "consumption_events" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_days_add_events();--> statement-breakpoint
CREATE TRIGGER consumptions_job_days AFTER INSERT ON "consumptions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_days_add_consumptions();--> statement-breakpoint
CREATE TRIGGER stock_returns_job_days AFTER INSERT ON "stock_returns" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_days_add_returns();--> statement-breakpoint
CREATE TRIGGER fg_mappings_job_days AFTER INSERT ON "fg_mappings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_days_add_mappings();--> statement-breakpoint
CREATE TRIGGER stock_ledger_job_days AFTER INSERT ON "stock_ledger" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_days_add_output();--> statement-breakpoint
CREATE TRIGGER requisition_issues_day_fixed BEFORE UPDATE OF done_at ON "requisition_issues"
  FOR EACH ROW EXECUTE FUNCTION job_days_refuse_change();--> statement-breakpoint
CREATE TRIGGER consumption_events_day_fixed BEFORE UPDATE OF done_at ON "consumption_events"
  FOR EACH ROW EXECUTE FUNCTION job_days_refuse_change();--> statement-breakpoint
CREATE TRIGGER stock_returns_day_fixed BEFORE UPDATE OF created_at ON "stock_returns"
  FOR EACH ROW EXECUTE FUNCTION job_days_refuse_change();--> statement-breakpoint
CREATE TRIGGER fg_mappings_day_fixed BEFORE UPDATE OF created_at ON "fg_mappings"
  FOR EACH ROW EXECUTE FUNCTION job_days_refuse_change();--> statement-breakpoint
-- What makes a packet output of a job on a day: its job, its lot's receipt day and its parent.
CREATE TRIGGER packets_output_day_fixed BEFORE UPDATE OF received_on, produced_by_requisition_id, parent_packet_id
  ON "packets" FOR EACH ROW
  WHEN ((old.received_on, old.produced_by_requisition_id, old.parent_packet_id)
        IS DISTINCT FROM (new.received_on, new.produced_by_requisition_id, new.parent_packet_id))
  EXECUTE FUNCTION job_days_refuse_change();--> statement-breakpoint
-- Filled after the triggers exist: creating them locks the records against writes until this transaction commits.
INSERT INTO job_days (requisition_id, day, events, mapped_qty, received_qty)
SELECT requisition_id, day, events, mapped_qty, received_qty FROM job_days_replayed;--> statement-breakpoint
INSERT INTO job_line_days (requisition_id, product_id, day, issued_qty, consumed_qty, returned_qty)
SELECT requisition_id, product_id, day, issued_qty, consumed_qty, returned_qty FROM job_line_days_replayed;--> statement-breakpoint
INSERT INTO job_crew_days (requisition_id, product_id, shift_id, operator, day, events, consumed_qty)
SELECT requisition_id, product_id, shift_id, operator, day, events, consumed_qty FROM job_crew_days_replayed;
--> statement-breakpoint
-- The range's jobs and figures come from the kept days now: 0055's floor-time indexes for them are read by no query.
DROP INDEX "fg_mappings_created_at_requisition";--> statement-breakpoint
DROP INDEX "stock_returns_created_at";--> statement-breakpoint
DROP INDEX "packets_output_received_on";--> statement-breakpoint
DROP INDEX "requisition_issues_done_at_requisition";