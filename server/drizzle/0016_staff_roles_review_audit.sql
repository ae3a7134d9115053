-- An editorial team, issue 36 (docs/decisions/0083). admins gain a role (the existing account stays
-- the owner), a byline name, an author-page slug and a suspension time; blogs gain an author (NULL
-- until the start hands ownerless posts to the owner: no row is rewritten here) and a review state;
-- staff_invites keeps hashed single-use invite tokens; audit_log is appended to, never updated.
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"detail" text,
	"address" text
);
--> statement-breakpoint
CREATE TABLE "staff_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_invites_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_invites_role_check" CHECK ("staff_invites"."role" in ('owner', 'editor', 'author', 'contributor'))
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "review_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_at_idx" ON "audit_log" USING btree ("actor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_invites_email_idx" ON "staff_invites" USING btree ("email");--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_author_id_admins_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blogs_author_published_created_at_idx" ON "blogs" USING btree ("author_id","is_published","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blogs_author_missing_idx" ON "blogs" USING btree ("id") WHERE "blogs"."author_id" is null;--> statement-breakpoint
CREATE INDEX "blogs_review_queue_idx" ON "blogs" USING btree ("submitted_at") WHERE "blogs"."review_state" = 'submitted';--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_check" CHECK ("admins"."role" in ('owner', 'editor', 'author', 'contributor'));--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_review_state_check" CHECK ("blogs"."review_state" in ('none', 'submitted', 'returned'));