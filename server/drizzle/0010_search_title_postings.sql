-- The site search's title matches of one word, newest first, read a page at a time
-- (docs/decisions/0061): one row per lexeme of each published title, in a B-tree. The title's GIN
-- index can only hand over every title with the word at once, which for a word in thousands of
-- titles costs far more than the 101 the search reads. Kept by the database itself (statement
-- triggers reading the transition tables, like search_title_words), for every writer.
-- C collation: a prefix's lexemes are one range of the index, compared byte by byte as tsquery does.
CREATE TABLE IF NOT EXISTS "search_title_postings" (
	"lexeme" text COLLATE "C" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"blog_id" uuid NOT NULL,
	CONSTRAINT "search_title_postings_pk" PRIMARY KEY ("lexeme", "created_at", "blog_id")
);
--> statement-breakpoint
-- The lexemes of a title as the title's GIN index (and the search vector) has them.
CREATE OR REPLACE FUNCTION studyhub_title_lexemes(title text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lexeme FROM unnest(to_tsvector('english'::regconfig, title))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION studyhub_add_title_postings() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_title_postings (lexeme, created_at, blog_id)
    SELECT lexeme, added.created_at, added.id
    FROM (SELECT id, title, created_at FROM new_rows WHERE is_published) AS added, studyhub_title_lexemes(added.title) AS lexeme;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION studyhub_remove_title_postings() RETURNS trigger AS $$
BEGIN
  DELETE FROM search_title_postings AS posting
    USING (SELECT id, title, created_at FROM old_rows WHERE is_published) AS removed, studyhub_title_lexemes(removed.title) AS gone(lexeme)
    WHERE posting.lexeme = gone.lexeme AND posting.created_at = removed.created_at AND posting.blog_id = removed.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Only what changed: a blog published or withdrawn, a new title (or date); an edit of the body alone
-- writes nothing here.
CREATE OR REPLACE FUNCTION studyhub_change_title_postings() RETURNS trigger AS $$
BEGIN
  DELETE FROM search_title_postings AS posting
    USING (SELECT id, title, created_at FROM old_rows WHERE is_published
           EXCEPT SELECT id, title, created_at FROM new_rows WHERE is_published) AS removed,
          studyhub_title_lexemes(removed.title) AS gone(lexeme)
    WHERE posting.lexeme = gone.lexeme AND posting.created_at = removed.created_at AND posting.blog_id = removed.id;
  INSERT INTO search_title_postings (lexeme, created_at, blog_id)
    SELECT lexeme, added.created_at, added.id
    FROM (SELECT id, title, created_at FROM new_rows WHERE is_published
          EXCEPT SELECT id, title, created_at FROM old_rows WHERE is_published) AS added,
         studyhub_title_lexemes(added.title) AS lexeme;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION studyhub_clear_title_postings() RETURNS trigger AS $$
BEGIN
  TRUNCATE search_title_postings;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER blogs_title_postings_insert
  AFTER INSERT ON blogs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION studyhub_add_title_postings();
--> statement-breakpoint
CREATE TRIGGER blogs_title_postings_delete
  AFTER DELETE ON blogs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION studyhub_remove_title_postings();
--> statement-breakpoint
CREATE TRIGGER blogs_title_postings_update
  AFTER UPDATE ON blogs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION studyhub_change_title_postings();
--> statement-breakpoint
CREATE TRIGGER blogs_title_postings_truncate
  AFTER TRUNCATE ON blogs
  FOR EACH STATEMENT EXECUTE FUNCTION studyhub_clear_title_postings();
--> statement-breakpoint
INSERT INTO search_title_postings (lexeme, created_at, blog_id)
  SELECT lexeme, published.created_at, published.id
  FROM (SELECT id, title, created_at FROM blogs WHERE is_published) AS published, studyhub_title_lexemes(published.title) AS lexeme;
