-- Users are deactivated, never deleted: the stock ledger and requisition issues name them without a foreign key (0031),
-- so a user id they hold stays a user's.
CREATE FUNCTION users_never_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a user is deactivated, never deleted' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_never_deleted BEFORE DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION users_never_deleted();
