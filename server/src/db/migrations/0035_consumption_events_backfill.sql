-- Each earlier submission wrote one activity report per raw material in one transaction (one created_at): those rows are one event.
INSERT INTO consumption_events (requisition_id, stage, operator, shift_id, kind, created_by, created_at)
SELECT requisition_id, stage, operator, shift_id, kind, created_by, created_at
FROM activity_reports
GROUP BY requisition_id, stage, operator, shift_id, kind, created_by, created_at
ORDER BY min(activity_report_id);
--> statement-breakpoint
UPDATE consumptions SET event_id = e.event_id
FROM activity_reports a
JOIN consumption_events e ON e.requisition_id = a.requisition_id AND e.stage = a.stage
  AND e.operator = a.operator AND e.shift_id = a.shift_id AND e.kind = a.kind
  AND e.created_by IS NOT DISTINCT FROM a.created_by AND e.created_at = a.created_at
WHERE a.activity_report_id = consumptions.activity_report_id;
