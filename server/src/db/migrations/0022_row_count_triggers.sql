-- Exact row counts of the large listed tables (countedTables in db/row-counts.ts), kept by statement triggers in the
-- writing transaction: inserted and deleted rows come from the statement's transition table, a truncate empties.
CREATE FUNCTION table_row_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE table_row_counts SET row_count = 0 WHERE table_name = TG_TABLE_NAME;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE table_row_counts SET row_count = row_count + (SELECT count(*) FROM changed_rows) WHERE table_name = TG_TABLE_NAME;
  ELSE
    UPDATE table_row_counts SET row_count = row_count - (SELECT count(*) FROM changed_rows) WHERE table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER mrns_count_inserts AFTER INSERT ON "mrns" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_apply();--> statement-breakpoint
CREATE TRIGGER mrns_count_deletes AFTER DELETE ON "mrns" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_apply();--> statement-breakpoint
CREATE TRIGGER mrns_count_truncates AFTER TRUNCATE ON "mrns"
  FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_apply();--> statement-breakpoint
CREATE TRIGGER products_count_inserts AFTER INSERT ON "products" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_apply();--> statement-breakpoint
CREATE TRIGGER products_count_deletes AFTER DELETE ON "products" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_apply();--> statement-breakpoint
CREATE TRIGGER products_count_truncates AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_apply();--> statement-breakpoint
CREATE TRIGGER bins_count_inserts AFTER INSERT ON "bins" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_apply();--> statement-breakpoint
CREATE TRIGGER bins_count_deletes AFTER DELETE ON "bins" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_apply();--> statement-breakpoint
CREATE TRIGGER bins_count_truncates AFTER TRUNCATE ON "bins"
  FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_apply();--> statement-breakpoint
-- Counted after the triggers exist: creating them locks each table against writes until this transaction commits.
INSERT INTO table_row_counts (table_name, row_count)
SELECT 'mrns', count(*) FROM "mrns"
UNION ALL SELECT 'products', count(*) FROM "products"
UNION ALL SELECT 'bins', count(*) FROM "bins";
