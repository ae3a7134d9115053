-- Editing posts (docs/decisions/0073). blogs.updated_at: when an edit was last saved, NULL until
-- the first (publishing is not an edit). blogs.version: optimistic concurrency, 1 when written and
-- +1 by every change an open editor could overwrite; a save names the version it was opened at.
-- blog_revisions: each saved state of a post's text (add and every save; autosaves later), never
-- updated, deleted with its post. Autosaves beyond a post's newest 50 may be pruned (by the
-- autosave code, when it exists); manual saves never are.
-- Adding columns with constant defaults rewrites no row and fires no blogs trigger.
CREATE TABLE "blog_revisions" (
	"blog_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"author_id" uuid,
	"author_name" text,
	"title" text NOT NULL,
	"sub_title" text,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_revisions_blog_id_revision_pk" PRIMARY KEY("blog_id","revision"),
	CONSTRAINT "blog_revisions_kind_check" CHECK ("blog_revisions"."kind" in ('manual', 'autosave'))
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_revisions" ADD CONSTRAINT "blog_revisions_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- History is never rewritten: an UPDATE of a revision is refused whoever sends it. Deleting stays
-- possible (a post's deletion, pruning old autosaves).
CREATE OR REPLACE FUNCTION studyhub_refuse_revision_update() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'blog_revisions are never updated (docs/decisions/0073)';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER blog_revisions_never_updated
  BEFORE UPDATE ON blog_revisions
  FOR EACH ROW EXECUTE FUNCTION studyhub_refuse_revision_update();
--> statement-breakpoint
-- Posts written before history: their current text is revision 1, of no known author, dated when
-- the post was written.
INSERT INTO blog_revisions (blog_id, revision, version, kind, title, sub_title, category, description, size_bytes, created_at)
  SELECT id, 1, version, 'manual', title, sub_title, category, description, octet_length(description), created_at FROM blogs;
