-- The stock ledger is append-only: rows are never updated or deleted.
CREATE FUNCTION stock_ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock_ledger is append-only' USING ERRCODE = '23514';
END;
$$;--> statement-breakpoint
CREATE TRIGGER stock_ledger_append_only BEFORE UPDATE OR DELETE ON "stock_ledger"
  FOR EACH ROW EXECUTE FUNCTION stock_ledger_refuse_change();
