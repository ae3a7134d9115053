-- Bounded freshness across API processes (docs/decisions/0036): a counter every committed change
-- to blogs advances, so a process can learn with one cheap query whether its cached public reads
-- are still current even when a NOTIFY (migration 0002) is late or lost. An UPDATE inside the
-- writing transaction and not a sequence: nextval is visible before the commit, so a process
-- could see the new number while still reading the old rows, and keep them under it.
CREATE TABLE IF NOT EXISTS "blog_generation" (
  "singleton" boolean PRIMARY KEY DEFAULT true CHECK ("singleton"),
  "generation" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "blog_generation" ("singleton", "generation") VALUES (true, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The row lock makes concurrent blog writers commit one after the other; blog writes are rare
-- admin actions, and it keeps the number strictly growing in commit order.
CREATE OR REPLACE FUNCTION studyhub_bump_blog_generation() RETURNS trigger AS $$
BEGIN
  UPDATE blog_generation SET generation = generation + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A trigger of its own beside blogs_changed_notify, so the NOTIFY can be disabled alone (tests).
CREATE TRIGGER blogs_generation_bump
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blogs
  FOR EACH STATEMENT EXECUTE FUNCTION studyhub_bump_blog_generation();
