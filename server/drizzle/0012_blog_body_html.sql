-- The reader's HTML of a blog's body, rendered once when the blog is written (highlighted code,
-- KaTeX formulas, image widths); `description` keeps the source that search, excerpts, the feed
-- and page heads read. NULL (rows written before this, or by SQL) means readers get `description`.
ALTER TABLE "blogs" ADD COLUMN "body_html" text;
