-- The paged listing (GET /api/blog/list): keyset pagination for each sort and the substring
-- filter, over published blogs only. Titles sort by lower(title) in the "C" collation on every
-- server, so PGlite and PostgreSQL (whatever its locale) page in the same order.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blogs_published_created_id_idx" ON "blogs" ("created_at", "id") WHERE "is_published";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blogs_published_title_id_idx" ON "blogs" ((lower("title") COLLATE "C"), "id") WHERE "is_published";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blogs_published_title_trgm_idx" ON "blogs" USING gin (lower("title") gin_trgm_ops) WHERE "is_published";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blogs_published_category_idx" ON "blogs" (lower("category")) WHERE "is_published";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blogs_published_category_trgm_idx" ON "blogs" USING gin (lower("category") gin_trgm_ops) WHERE "is_published";
