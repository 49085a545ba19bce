-- Every process caching signed-in callers hears when a session or a parent's account changes or
-- goes (src/server/identity/identity-events.ts), whichever process made the change.
CREATE OR REPLACE FUNCTION announce_identity_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('identity_changed', 'session:' || OLD.id);
  ELSE
    PERFORM pg_notify('identity_changed', 'user:' || OLD.id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessions_announce_change AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION announce_identity_change();--> statement-breakpoint
CREATE TRIGGER users_announce_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION announce_identity_change();
