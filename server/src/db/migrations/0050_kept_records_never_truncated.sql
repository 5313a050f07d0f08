-- TRUNCATE fires no row trigger: the records kept sums replay (the ledger, a job's issues, consumptions, returns,
-- events, lines, serials, order) refuse it as they refuse UPDATE and DELETE, by statement-level triggers.
CREATE TRIGGER stock_ledger_never_truncated BEFORE TRUNCATE ON "stock_ledger"
  FOR EACH STATEMENT EXECUTE FUNCTION stock_ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER requisition_issues_never_truncated BEFORE TRUNCATE ON "requisition_issues"
  FOR EACH STATEMENT EXECUTE FUNCTION job_records_refuse_change();--> statement-breakpoint
CREATE TRIGGER consumptions_never_truncated BEFORE TRUNCATE ON "consumptions"
  FOR EACH STATEMENT EXECUTE FUNCTION job_records_refuse_change();--> statement-breakpoint
CREATE TRIGGER stock_returns_never_truncated BEFORE TRUNCATE ON "stock_returns"
  FOR EACH STATEMENT EXECUTE FUNCTION job_records_refuse_change();--> statement-breakpoint
CREATE TRIGGER consumption_events_never_truncated BEFORE TRUNCATE ON "consumption_events"
  FOR EACH STATEMENT EXECUTE FUNCTION job_records_refuse_change();--> statement-breakpoint
CREATE TRIGGER requisitions_never_truncated BEFORE TRUNCATE ON "requisitions"
  FOR EACH STATEMENT EXECUTE FUNCTION job_records_refuse_change();--> statement-breakpoint
CREATE TRIGGER requisition_lines_never_truncated BEFORE TRUNCATE ON "requisition_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION job_records_refuse_change();--> statement-breakpoint
CREATE TRIGGER fg_mappings_never_truncated BEFORE TRUNCATE ON "fg_mappings"
  FOR EACH STATEMENT EXECUTE FUNCTION job_records_refuse_change();--> statement-breakpoint
CREATE TRIGGER production_orders_never_truncated BEFORE TRUNCATE ON "production_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION job_records_refuse_change();
