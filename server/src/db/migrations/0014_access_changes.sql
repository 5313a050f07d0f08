-- A session ends when its user's password, activity or role changes: the token's version no longer matches.
CREATE FUNCTION users_bump_session_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash
     OR NEW.is_active IS DISTINCT FROM OLD.is_active
     OR NEW.role_id IS DISTINCT FROM OLD.role_id THEN
    NEW.session_version := OLD.session_version + 1;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_session_version BEFORE UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_bump_session_version();--> statement-breakpoint
-- Deactivating (or reactivating) a role ends the sessions of everybody holding it.
CREATE FUNCTION roles_bump_session_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_active IS DISTINCT FROM OLD.is_active THEN
    UPDATE "users" SET session_version = session_version + 1 WHERE role_id = NEW.role_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER roles_session_versions AFTER UPDATE ON "roles"
  FOR EACH ROW EXECUTE FUNCTION roles_bump_session_versions();--> statement-breakpoint
-- Every instance's cache of rights and session versions drops on commit of any change to them.
CREATE FUNCTION notify_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wms_access_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_access_changed AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();--> statement-breakpoint
CREATE TRIGGER roles_access_changed AFTER INSERT OR UPDATE OR DELETE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();--> statement-breakpoint
CREATE TRIGGER role_page_permissions_access_changed AFTER INSERT OR UPDATE OR DELETE ON "role_page_permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();--> statement-breakpoint
CREATE TRIGGER pages_access_changed AFTER INSERT OR UPDATE OR DELETE ON "pages"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
