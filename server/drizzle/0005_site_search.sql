-- The site search (GET /api/search, docs/decisions/0032): a weighted English tsvector of each
-- blog (title A, subtitle B, category C, body text D), kept by the database itself so rows
-- written by a seed or an operator's SQL are searchable too. The column is left out of the Drizzle
-- schema on purpose: `select()` of a blog never reads it. Both GIN indexes cover published rows only.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The text of the sanitised body HTML, as stripHtml in shared-api's excerpt.ts reads it: tags
-- become spaces, the entities the sanitiser writes in text (&amp; &lt; &gt; &nbsp;) are decoded,
-- and every run of what JavaScript calls white space is one space. (Single spaces are not
-- replaced by themselves: that alone would cost more than all the rest.)
CREATE OR REPLACE FUNCTION studyhub_html_text(html text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN btrim(regexp_replace(regexp_replace(
    replace(replace(replace(replace(replace(replace(replace(
      regexp_replace(regexp_replace(regexp_replace(html,
        '<(script|style)[^>]*?>.*?</\1\s*?>', ' ', 'gi'),
        '<!--.*?-->', ' ', 'g'),
        '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&apos;', ''''), '&amp;', '&'),
    '[\t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]', ' ', 'g'),
    ' {2,}', ' ', 'g'));
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce("sub_title", '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, "category"), 'C') ||
  setweight(to_tsvector('english'::regconfig, studyhub_html_text("description")), 'D')
) STORED;
--> statement-breakpoint
-- Searches read these on every request and blogs are written rarely: no pending list to scan.
CREATE INDEX IF NOT EXISTS "blogs_published_search_idx" ON "blogs" USING gin ("search_vector") WITH (fastupdate = off) WHERE "is_published";
--> statement-breakpoint
-- Title matches first: found among many body matches without reading them all.
CREATE INDEX IF NOT EXISTS "blogs_published_title_fts_idx" ON "blogs" USING gin (to_tsvector('english'::regconfig, "title")) WITH (fastupdate = off) WHERE "is_published";
