-- What the site search reads for each hit it ranks and shows (docs/decisions/0040), kept by the
-- database beside search_vector (migration 0005) so every writer keeps them current. Ranking and
-- highlighting then read a few hundred bytes per candidate instead of converting and unpacking
-- the whole body on every search. Left out of the Drizzle schema like search_vector.
--
-- The start of the body's text: its first 1,000 characters (about 170 words), from its first 3,000
-- of HTML (a tag or an entity cut at that edge left out).
CREATE OR REPLACE FUNCTION studyhub_body_start(html text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN left(studyhub_html_text(regexp_replace(left(html, 3000), '<[^>]*$|&[#[:alnum:]]*$', '')), 1000);
--> statement-breakpoint
-- Both columns live out of line (EXTERNAL, and a row kept under 512 bytes inline): matching reads
-- rows by the thousand through the indexes, and a row as narrow as before migration 0008 keeps
-- those reads to the same few pages; only the ranked candidates and the shown hits fetch them.
-- search_snippet is the snippet's text as ts_headline reads it: "<" and ">" as U+E002 and U+E003
-- (its parser would drop what looks like a tag), the private-use marks U+E000 and U+E001 removed.
-- rank_vector has search_vector's weights over the title, subtitle, category and the body's start.
ALTER TABLE "blogs"
  ADD COLUMN "search_snippet" text GENERATED ALWAYS AS (
    translate(studyhub_body_start("description"), E'<>\uE000\uE001\uE002\uE003', E'\uE002\uE003')
  ) STORED,
  ADD COLUMN "rank_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
    setweight(to_tsvector('english'::regconfig, coalesce("sub_title", '')), 'B') ||
    setweight(to_tsvector('english'::regconfig, "category"), 'C') ||
    setweight(to_tsvector('english'::regconfig, studyhub_body_start("description")), 'D')
  ) STORED,
  ALTER COLUMN "search_snippet" SET STORAGE EXTERNAL,
  ALTER COLUMN "rank_vector" SET STORAGE EXTERNAL,
  SET (toast_tuple_target = 512);
