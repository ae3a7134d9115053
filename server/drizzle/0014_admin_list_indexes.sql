-- The admin's paged lists (GET /api/admin/blogs/page, GET /api/admin/comments/page; decision 0072):
-- keyset pages in every sort over all blogs, the drafts alone, and comments by approval, plus the
-- indexes their filters match by when a walk along the sort's index finds too few (decision 0034).
-- Published blogs alone use migration 0004's indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blogs_created_id_idx" ON "blogs" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blogs_title_id_idx" ON "blogs" ((lower("title") COLLATE "C"), "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blogs_draft_created_id_idx" ON "blogs" ("created_at", "id") WHERE NOT "is_published";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blogs_draft_title_id_idx" ON "blogs" ((lower("title") COLLATE "C"), "id") WHERE NOT "is_published";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blogs_title_trgm_idx" ON "blogs" USING gin (lower("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blogs_category_idx" ON "blogs" (lower("category"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "comments_created_id_idx" ON "comments" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "comments_pending_created_id_idx" ON "comments" ("created_at", "id") WHERE NOT "is_approved";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "comments_approved_created_id_idx" ON "comments" ("created_at", "id") WHERE "is_approved";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "comments_content_trgm_idx" ON "comments" USING gin (lower("content") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "comments_name_trgm_idx" ON "comments" USING gin (lower("name") gin_trgm_ops);
