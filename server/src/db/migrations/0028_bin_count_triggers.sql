-- Each statement's change to the active bins and the Full active bins, appended to bin_count_changes as one row in the
-- writing transaction (none when both are zero): writers only insert, so concurrent put-aways and issues never queue on
-- a shared row. An update's change is its new rows' counts less its old rows'; a truncate takes away everything counted
-- (it locks out every other writer of bins, so base and changes are the whole count).
CREATE FUNCTION bin_count_changes_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  active_change integer;
  full_change integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) FILTER (WHERE is_active), count(*) FILTER (WHERE is_active AND col_status)
    INTO active_change, full_change FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT -count(*) FILTER (WHERE is_active), -count(*) FILTER (WHERE is_active AND col_status)
    INTO active_change, full_change FROM old_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT now_counted.active_bins - was_counted.active_bins, now_counted.full_bins - was_counted.full_bins
    INTO active_change, full_change
    FROM (SELECT count(*) FILTER (WHERE is_active) AS active_bins,
                 count(*) FILTER (WHERE is_active AND col_status) AS full_bins FROM new_rows) now_counted,
         (SELECT count(*) FILTER (WHERE is_active) AS active_bins,
                 count(*) FILTER (WHERE is_active AND col_status) AS full_bins FROM old_rows) was_counted;
  ELSE
    SELECT -(base.active_bins + coalesce(sum(change.active_bins), 0)),
           -(base.full_bins + coalesce(sum(change.full_bins), 0))
    INTO active_change, full_change
    FROM bin_counts base LEFT JOIN bin_count_changes change ON true
    GROUP BY base.active_bins, base.full_bins;
  END IF;
  IF active_change <> 0 OR full_change <> 0 THEN
    INSERT INTO bin_count_changes (active_bins, full_bins) VALUES (active_change, full_change);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER bins_bin_count_inserts AFTER INSERT ON "bins" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bin_count_changes_add();--> statement-breakpoint
CREATE TRIGGER bins_bin_count_updates AFTER UPDATE ON "bins" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bin_count_changes_add();--> statement-breakpoint
CREATE TRIGGER bins_bin_count_deletes AFTER DELETE ON "bins" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bin_count_changes_add();--> statement-breakpoint
CREATE TRIGGER bins_bin_count_truncates AFTER TRUNCATE ON "bins"
  FOR EACH STATEMENT EXECUTE FUNCTION bin_count_changes_add();--> statement-breakpoint
-- Counted after the triggers exist: creating them locks bins against writes until this transaction commits.
INSERT INTO bin_counts (active_bins, full_bins)
SELECT count(*) FILTER (WHERE is_active), count(*) FILTER (WHERE is_active AND col_status) FROM "bins";
