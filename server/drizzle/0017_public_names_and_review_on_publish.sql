-- Two rules of issue 36 kept by the database, so every writer follows them: the API's routes, the
-- scheduler, a seed or an operator's SQL (docs/decisions/0083).
--
-- 1. A post's byline is read by a join on admins, so a change to an account's public name (its
-- display name, else its e-mail's local part) or its author-page slug changes published reads as a
-- blog write does: it advances the blog generation (migration 0007) and notifies the API processes
-- (migration 0002), through the same functions. Row triggers with a WHEN, so a statement that
-- leaves those columns as they were (a start re-saving the same names) drops no cache.
CREATE TRIGGER admins_public_name_generation_bump
  AFTER UPDATE OF display_name, email, slug ON admins
  FOR EACH ROW
  WHEN (OLD.display_name IS DISTINCT FROM NEW.display_name OR OLD.email IS DISTINCT FROM NEW.email OR OLD.slug IS DISTINCT FROM NEW.slug)
  EXECUTE FUNCTION studyhub_bump_blog_generation();
--> statement-breakpoint
-- Beside the bump, as for blogs, so the NOTIFY can be disabled alone (tests).
CREATE TRIGGER admins_public_name_changed_notify
  AFTER UPDATE OF display_name, email, slug ON admins
  FOR EACH ROW
  WHEN (OLD.display_name IS DISTINCT FROM NEW.display_name OR OLD.email IS DISTINCT FROM NEW.email OR OLD.slug IS DISTINCT FROM NEW.slug)
  EXECUTE FUNCTION studyhub_notify_blogs_changed();
--> statement-breakpoint
-- 2. A post that goes live leaves the review queue, whoever publishes it (the queue's publish, the
-- publish toggle, an edit saved as published, the scheduler): its review state is 'none' and its
-- note is gone, so no published post is ever counted or listed as waiting, nor comes back to the
-- queue when it is unpublished later. submitted_at stays, as the queue's publish leaves it.
CREATE OR REPLACE FUNCTION studyhub_published_leaves_review() RETURNS trigger AS $$
BEGIN
  NEW.review_state := 'none';
  NEW.review_note := NULL;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER blogs_published_leaves_review
  BEFORE UPDATE OF is_published ON blogs
  FOR EACH ROW
  WHEN (NEW.is_published AND NOT OLD.is_published AND (NEW.review_state <> 'none' OR NEW.review_note IS NOT NULL))
  EXECUTE FUNCTION studyhub_published_leaves_review();
--> statement-breakpoint
-- Posts published outside the queue before this rule: out of it too. Few rows, if any.
UPDATE blogs SET review_state = 'none', review_note = NULL WHERE is_published AND (review_state <> 'none' OR review_note IS NOT NULL);
