-- How many published blogs have each lexeme in their search vector (docs/decisions/0063). The site
-- search counts its matches up to a cap; for a word in more blogs than the cap the count is settled
-- here by one index probe, where the search vector's GIN index would build a bitmap of every blog
-- with the word, however many thousands. Kept by the database itself (statement triggers reading
-- the transition tables, like search_title_postings), for every writer.
-- C collation: a prefix's lexemes are one range of the index, compared byte by byte as tsquery does.
CREATE TABLE IF NOT EXISTS "search_lexeme_counts" (
	"lexeme" text COLLATE "C" PRIMARY KEY,
	"blogs" integer NOT NULL
);
--> statement-breakpoint
-- Adds each lexeme's change in blogs, in lexeme order: concurrent writers wait for each other's rows
-- in one order and never deadlock. A lexeme no published blog has any more is removed.
CREATE OR REPLACE FUNCTION studyhub_count_lexemes(lexemes text[], changes bigint[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO search_lexeme_counts AS counted (lexeme, blogs)
    SELECT lexeme, change FROM unnest(lexemes, changes) AS changed(lexeme, change) WHERE change <> 0 ORDER BY lexeme
    ON CONFLICT (lexeme) DO UPDATE SET blogs = counted.blogs + excluded.blogs;
  DELETE FROM search_lexeme_counts WHERE lexeme = ANY (lexemes) AND blogs <= 0;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION studyhub_count_added_lexemes() RETURNS trigger AS $$
BEGIN
  PERFORM studyhub_count_lexemes(array_agg(lexeme), array_agg(blogs))
    FROM (SELECT lexeme, count(*) AS blogs
          FROM (SELECT search_vector FROM new_rows WHERE is_published) AS added, unnest(tsvector_to_array(added.search_vector)) AS lexeme
          GROUP BY lexeme) AS counted;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION studyhub_count_removed_lexemes() RETURNS trigger AS $$
BEGIN
  PERFORM studyhub_count_lexemes(array_agg(lexeme), array_agg(-blogs))
    FROM (SELECT lexeme, count(*) AS blogs
          FROM (SELECT search_vector FROM old_rows WHERE is_published) AS removed, unnest(tsvector_to_array(removed.search_vector)) AS lexeme
          GROUP BY lexeme) AS counted;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Only what changed: a blog published or withdrawn, or a new search vector.
CREATE OR REPLACE FUNCTION studyhub_count_changed_lexemes() RETURNS trigger AS $$
BEGIN
  PERFORM studyhub_count_lexemes(array_agg(lexeme), array_agg(blogs))
    FROM (SELECT lexeme, sum(change) AS blogs
          FROM (SELECT search_vector, -1 AS change
                FROM (SELECT id, search_vector FROM old_rows WHERE is_published
                      EXCEPT SELECT id, search_vector FROM new_rows WHERE is_published) AS removed
                UNION ALL
                SELECT search_vector, 1
                FROM (SELECT id, search_vector FROM new_rows WHERE is_published
                      EXCEPT SELECT id, search_vector FROM old_rows WHERE is_published) AS added) AS changed,
               unnest(tsvector_to_array(changed.search_vector)) AS lexeme
          GROUP BY lexeme) AS counted;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION studyhub_clear_lexeme_counts() RETURNS trigger AS $$
BEGIN
  TRUNCATE search_lexeme_counts;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER blogs_lexeme_counts_insert
  AFTER INSERT ON blogs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION studyhub_count_added_lexemes();
--> statement-breakpoint
CREATE TRIGGER blogs_lexeme_counts_delete
  AFTER DELETE ON blogs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION studyhub_count_removed_lexemes();
--> statement-breakpoint
CREATE TRIGGER blogs_lexeme_counts_update
  AFTER UPDATE ON blogs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION studyhub_count_changed_lexemes();
--> statement-breakpoint
CREATE TRIGGER blogs_lexeme_counts_truncate
  AFTER TRUNCATE ON blogs
  FOR EACH STATEMENT EXECUTE FUNCTION studyhub_clear_lexeme_counts();
--> statement-breakpoint
INSERT INTO search_lexeme_counts (lexeme, blogs)
  SELECT lexeme, count(*) FROM (SELECT search_vector FROM blogs WHERE is_published) AS published, unnest(tsvector_to_array(published.search_vector)) AS lexeme
  GROUP BY lexeme;
