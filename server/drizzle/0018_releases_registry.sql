-- The release registry, issue 38 (docs/decisions/0087): registered versions with their release.json,
-- the history of activations (rolled_back marks what a rollback undid, so rollbacks go further
-- back), each app's canary, its last automatic rollback, and browsers' reports per version and minute.
CREATE TABLE "release_activations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "release_activations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"app" text NOT NULL,
	"version" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"rolled_back" boolean DEFAULT false NOT NULL,
	CONSTRAINT "release_activations_kind_check" CHECK ("release_activations"."kind" in ('activate', 'rollback', 'promote', 'auto'))
);
--> statement-breakpoint
CREATE TABLE "release_auto_rollbacks" (
	"app" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_canaries" (
	"app" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"percent" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_canaries_percent_check" CHECK ("release_canaries"."percent" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "release_report_counts" (
	"app" text NOT NULL,
	"version" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "release_report_counts_app_version_minute_pk" PRIMARY KEY("app","version","minute")
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"app" text NOT NULL,
	"version" text NOT NULL,
	"manifest" jsonb NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "releases_app_version_pk" PRIMARY KEY("app","version"),
	CONSTRAINT "releases_app_check" CHECK ("releases"."app" in ('shell', 'remote-public', 'remote-resources', 'remote-admin'))
);
--> statement-breakpoint
ALTER TABLE "release_activations" ADD CONSTRAINT "release_activations_release_fk" FOREIGN KEY ("app","version") REFERENCES "public"."releases"("app","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_canaries" ADD CONSTRAINT "release_canaries_release_fk" FOREIGN KEY ("app","version") REFERENCES "public"."releases"("app","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_activations_app_id_idx" ON "release_activations" USING btree ("app","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "releases_app_registered_at_idx" ON "releases" USING btree ("app","registered_at" DESC NULLS LAST);
--> statement-breakpoint
-- Bounded freshness of GET /api/releases across API instances, as blog_generation (migration 0007)
-- does for the blogs: every committed change to the registry advances the generation in the
-- writing transaction, and NOTIFYs studyhub_releases_changed on commit. The report counts change
-- on every browser's report and touch neither.
CREATE TABLE IF NOT EXISTS "release_generation" (
  "singleton" boolean PRIMARY KEY DEFAULT true CHECK ("singleton"),
  "generation" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "release_generation" ("singleton", "generation") VALUES (true, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION studyhub_bump_release_generation() RETURNS trigger AS $$
BEGIN
  UPDATE release_generation SET generation = generation + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION studyhub_notify_releases_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('studyhub_releases_changed', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Two triggers a table, so the NOTIFY can be disabled alone (tests of the generation path).
CREATE TRIGGER releases_generation_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON releases
  FOR EACH STATEMENT EXECUTE FUNCTION studyhub_bump_release_generation();
--> statement-breakpoint
CREATE TRIGGER releases_changed_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON releases
  FOR EACH STATEMENT EXECUTE FUNCTION studyhub_notify_releases_changed();
--> statement-breakpoint
CREATE TRIGGER release_activations_generation_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON release_activations
  FOR EACH STATEMENT EXECUTE FUNCTION studyhub_bump_release_generation();
--> statement-breakpoint
CREATE TRIGGER release_activations_changed_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON release_activations
  FOR EACH STATEMENT EXECUTE FUNCTION studyhub_notify_releases_changed();
--> statement-breakpoint
CREATE TRIGGER release_canaries_generation_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON release_canaries
  FOR EACH STATEMENT EXECUTE FUNCTION studyhub_bump_release_generation();
--> statement-breakpoint
CREATE TRIGGER release_canaries_changed_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON release_canaries
  FOR EACH STATEMENT EXECUTE FUNCTION studyhub_notify_releases_changed();
--> statement-breakpoint
CREATE TRIGGER release_auto_rollbacks_generation_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON release_auto_rollbacks
  FOR EACH STATEMENT EXECUTE FUNCTION studyhub_bump_release_generation();
--> statement-breakpoint
CREATE TRIGGER release_auto_rollbacks_changed_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON release_auto_rollbacks
  FOR EACH STATEMENT EXECUTE FUNCTION studyhub_notify_releases_changed();
