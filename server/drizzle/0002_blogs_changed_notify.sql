-- Every committed change to blogs (by the API, a seed or an operator's SQL) notifies the API
-- processes, which drop their cached public reads. NOTIFY is delivered on commit only.
CREATE OR REPLACE FUNCTION studyhub_notify_blogs_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('studyhub_blogs_changed', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER blogs_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blogs
  FOR EACH STATEMENT EXECUTE FUNCTION studyhub_notify_blogs_changed();
