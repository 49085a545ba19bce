-- Every process remembering parents' balances and story lists hears when the rows they are made of
-- change (src/server/domain/account-reads.ts), whichever process made the change. PostgreSQL sends
-- an announcement when the change commits, and only once per transaction for the same payload.
CREATE OR REPLACE FUNCTION announce_account_read_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  owner text;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'credit_ledger' THEN
    PERFORM pg_notify('account_reads_changed', 'credits:' || changed.user_id);
  ELSIF TG_TABLE_NAME = 'story_pages' THEN
    SELECT user_id INTO owner FROM stories WHERE id = changed.story_id;
    -- A page deleted with its story: the story's own row announces the change.
    IF owner IS NOT NULL THEN PERFORM pg_notify('account_reads_changed', 'stories:' || owner); END IF;
  ELSE
    PERFORM pg_notify('account_reads_changed', 'stories:' || changed.user_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER credit_ledger_announce_change AFTER INSERT OR UPDATE OR DELETE ON credit_ledger FOR EACH ROW EXECUTE FUNCTION announce_account_read_change();--> statement-breakpoint
CREATE TRIGGER stories_announce_change AFTER INSERT OR UPDATE OR DELETE ON stories FOR EACH ROW EXECUTE FUNCTION announce_account_read_change();--> statement-breakpoint
-- A story card shows its hero's name and its number of pages.
CREATE TRIGGER children_announce_change AFTER UPDATE OR DELETE ON children FOR EACH ROW EXECUTE FUNCTION announce_account_read_change();--> statement-breakpoint
CREATE TRIGGER story_pages_announce_change AFTER INSERT OR DELETE ON story_pages FOR EACH ROW EXECUTE FUNCTION announce_account_read_change();
