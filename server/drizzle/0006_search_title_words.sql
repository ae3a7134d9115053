-- Typo tolerance for the site search (docs/decisions/0032): the words of published titles, so a
-- misspelt query word is corrected against a short list of words with a trigram index instead of
-- comparing it with every title. Kept by the database itself (statement triggers reading the
-- transition table, so a bulk insert costs one pass), for every writer, seeds and operators
-- included. Words are never removed when a title changes: a stale word only finds nothing.
CREATE TABLE IF NOT EXISTS "search_title_words" ("word" text PRIMARY KEY);
--> statement-breakpoint
-- A title's words as the full-text parser reads them (so each is a word the title's tsvector has):
-- letters only or letters and digits, hyphenated words as their parts, lower case, at least
-- 3 characters; numbers, URLs and the like are left out, and so are English stop words, which
-- no tsquery matches.
CREATE OR REPLACE FUNCTION studyhub_title_words(title text) RETURNS SETOF text
  LANGUAGE sql STABLE STRICT PARALLEL SAFE AS $$
  SELECT DISTINCT lower(token) FROM ts_parse('default', title)
  -- asciiword, word, numword, hword_numpart, hword_part, hword_asciipart
  WHERE tokid IN (1, 2, 3, 9, 10, 11) AND length(token) >= 3
    AND ts_lexize('english_stem', lower(token)) IS DISTINCT FROM '{}'::text[]
$$;
--> statement-breakpoint
-- Words of published titles that the statement wrote, in one INSERT for the whole statement. In
-- word order, so two statements adding the same words wait for each other instead of deadlocking.
-- An update adds the words of titles not published before it (a new title, or a blog just published).
CREATE OR REPLACE FUNCTION studyhub_add_title_words() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_title_words (word)
      SELECT DISTINCT word FROM (SELECT DISTINCT title FROM new_rows WHERE is_published) AS added, studyhub_title_words(added.title) AS word
      ORDER BY word
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_title_words (word)
      SELECT DISTINCT word
      FROM (SELECT title FROM new_rows WHERE is_published EXCEPT SELECT title FROM old_rows WHERE is_published) AS added,
           studyhub_title_words(added.title) AS word
      ORDER BY word
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER blogs_title_words_insert
  AFTER INSERT ON blogs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION studyhub_add_title_words();
--> statement-breakpoint
-- Every UPDATE (a trigger with transition tables cannot name columns); titles that did not change
-- and blogs that stay unpublished add nothing.
CREATE TRIGGER blogs_title_words_update
  AFTER UPDATE ON blogs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION studyhub_add_title_words();
--> statement-breakpoint
-- No titles, no words: emptying blogs empties the list too.
CREATE OR REPLACE FUNCTION studyhub_clear_title_words() RETURNS trigger AS $$
BEGIN
  TRUNCATE search_title_words;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER blogs_title_words_truncate
  AFTER TRUNCATE ON blogs
  FOR EACH STATEMENT EXECUTE FUNCTION studyhub_clear_title_words();
--> statement-breakpoint
INSERT INTO search_title_words (word)
  SELECT DISTINCT word FROM (SELECT DISTINCT title FROM blogs WHERE is_published) AS published, studyhub_title_words(published.title) AS word
  ORDER BY word
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Built once filled; new words are few, so no pending list to scan on every search.
CREATE INDEX IF NOT EXISTS "search_title_words_trgm_idx" ON "search_title_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- The dictionary words most like a typed word, the most similar first: pg_trgm similarity of at
-- least 0.3 (its default, pinned here), found through the trigram index. The planner costs
-- pg_trgm's similarity as cheap as an equality and would rather compare every word of a list of
-- a few thousand, ten times slower, so only the trigram index is left to it.
CREATE OR REPLACE FUNCTION studyhub_similar_title_words(typed text, how_many integer) RETURNS SETOF text
  LANGUAGE sql STABLE STRICT PARALLEL SAFE
  SET pg_trgm.similarity_threshold = 0.3
  SET enable_seqscan = off
  SET enable_indexscan = off
  SET enable_indexonlyscan = off
AS $$
  SELECT word FROM search_title_words WHERE word % typed ORDER BY word <-> typed, word LIMIT how_many
$$;
