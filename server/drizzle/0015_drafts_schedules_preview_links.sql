-- Living posts, the rest of issue 34 (docs/decisions/0075). blog_drafts: a new post's form autosaved per
-- account until "Add Blog" writes it. preview_links: hashed tokens showing a post's current draft to
-- someone signed out, expiring and revocable. blogs.publish_at: when an unpublished post is to go
-- live; the scheduler's UPDATE clears it. A column without a default rewrites no row and fires no
-- blogs trigger.
CREATE TABLE "blog_drafts" (
	"admin_id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sub_title" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preview_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"blog_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_drafts" ADD CONSTRAINT "blog_drafts_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preview_links_blog_id_idx" ON "preview_links" USING btree ("blog_id");--> statement-breakpoint
CREATE INDEX "blogs_publish_at_idx" ON "blogs" USING btree ("publish_at") WHERE "blogs"."publish_at" is not null;