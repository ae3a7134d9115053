import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';

// One pg-core schema for both PGlite and PostgreSQL (docs/architecture.md#the-server). After changing it run
// `npx drizzle-kit generate` in server/ and commit the new file in drizzle/.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    subTitle: text('sub_title'),
    /** The body's source (docs/decisions/0071): search, excerpts, the feed and page heads read it. */
    description: text('description').notNull(),
    /**
     * The reader's HTML of `description`, rendered once when the blog is written (highlighted code,
     * formulas, image widths). NULL for rows written before it or by SQL: readers get `description`.
     */
    bodyHtml: text('body_html'),
    /** A path on this API (`/api/media/<id>`) or an absolute URL; made absolute when read. */
    image: text('image').notNull(),
    /** The cover stored here, if any: deleted with the blog, in the same transaction. */
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: createdAt(),
    /**
     * When an admin last saved an edit of the post (docs/decisions/0073); NULL until the first one,
     * so "never edited" stays visible. Publishing is not an edit and leaves it alone.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /**
     * Optimistic concurrency (docs/decisions/0073): 1 when written, +1 by every change an open
     * editor could overwrite (a saved edit, a publish toggle). A save names the version it was
     * opened at and changes nothing when the row has moved on.
     */
    version: integer('version').notNull().default(1),
    /**
     * When an unpublished post is to go live (docs/decisions/0077); NULL when none is scheduled.
     * The scheduler publishes due posts with one UPDATE that clears it, so each fires once.
     */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /**
     * The staff account whose post it is (docs/decisions/0083): its byline and author page. NULL for
     * posts written before staff accounts, or whose account went without a handover; every start
     * gives those to the owner.
     */
    authorId: uuid('author_id').references(() => admins.id, { onDelete: 'set null' }),
    /** A contributor's draft in review (docs/decisions/0083): `none`, `submitted` or `returned`. */
    reviewState: text('review_state').notNull().default('none'),
    /** The editor's note when a draft is returned to its author. */
    reviewNote: text('review_note'),
    /** When the draft was last submitted: the review queue's order. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  // Serves the public listing: published only, newest first. The site search's generated
  // `search_vector` column and GIN indexes (migration 0005) are left out on purpose, so that
  // `select()` of a blog never reads the vector; search-blogs.ts names it in SQL.
  (table) => [
    index('blogs_published_created_at_idx').on(table.isPublished, table.createdAt.desc()),
    index('blogs_publish_at_idx')
      .on(table.publishAt)
      .where(sql`${table.publishAt} is not null`),
    // An author's page: their published posts, newest first, like the listing.
    index('blogs_author_published_created_at_idx').on(table.authorId, table.isPublished, table.createdAt.desc()),
    // The start's hand-over of posts without an author finds them without reading every post.
    index('blogs_author_missing_idx')
      .on(table.id)
      .where(sql`${table.authorId} is null`),
    index('blogs_review_queue_idx')
      .on(table.submittedAt)
      .where(sql`${table.reviewState} = 'submitted'`),
    check('blogs_review_state_check', sql`${table.reviewState} in ('none', 'submitted', 'returned')`),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blogId: uuid('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    isApproved: boolean('is_approved').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('comments_blog_created_at_idx').on(table.blogId, table.createdAt)],
);

/** Cover images, stored with the blog so one transaction writes both (nothing half-way). */
export const media = pgTable('media', {
  id: uuid('id').primaryKey().defaultRandom(),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  etag: text('etag').notNull(),
  createdAt: createdAt(),
});

/**
 * Narrower copies of a cover for `srcset` (docs/decisions/0052), each narrower than the `media` row
 * itself, which stays the widest. Covers stored before them have none and are served whole.
 */
export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    bytes: bytea('bytes').notNull(),
    etag: text('etag').notNull(),
  },
  (table) => [primaryKey({ columns: [table.mediaId, table.width] })],
);

/**
 * Staff accounts (docs/decisions/0083); passwords as argon2id hashes only. `role` is one of the
 * contract's STAFF_ROLES; the account from ADMIN_EMAIL is an owner.
 */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    role: text('role').notNull().default('owner'),
    /** The byline; NULL until the account names itself (the byline then reads the e-mail's local part). */
    displayName: text('display_name'),
    /** The author page's address, `/authors/<slug>`; unique, kept when the name changes. */
    slug: text('slug').unique(),
    /** A suspended account cannot sign in and its sessions are ended; NULL when active. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  },
  (table) => [check('admins_role_check', sql`${table.role} in ('owner', 'editor', 'author', 'contributor')`)],
);

/**
 * Invitations to join the staff (docs/decisions/0083): single-use, expiring links. Only a SHA-256
 * of the token is kept, as for sessions.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    /** The owner who sent it, kept as it was (no foreign key, like revisions). */
    invitedBy: uuid('invited_by'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('staff_invites_email_idx').on(table.email), check('staff_invites_role_check', sql`${table.role} in ('owner', 'editor', 'author', 'contributor')`)],
);

/**
 * Who did what and when (docs/decisions/0083), appended and never updated; never holds a secret
 * (no password, token or its hash). Actors are kept as they were, like revisions' authors.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    /** e.g. `post.publish`, `staff.invite`, `auth.login_failed`. */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** A short JSON object of what changed (a role from and to, a post's title); no secrets. */
    detail: text('detail'),
    /** The client address, as the API's trust-proxy setting reads it. */
    address: text('address'),
  },
  (table) => [index('audit_log_at_idx').on(table.at.desc(), table.id.desc()), index('audit_log_action_at_idx').on(table.action, table.at.desc()), index('audit_log_actor_at_idx').on(table.actorId, table.at.desc())],
);

/** Login sessions. Only a SHA-256 of the token is kept, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Refreshed at most once a minute while the session is used; the idle timeout counts from it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_expires_at_idx').on(table.expiresAt)],
);

/**
 * Every saved state of a post's text (docs/decisions/0073): one row on add and on each save, never
 * updated (a trigger refuses it, migration 0013). Deleted with the post. `revision` counts a post's
 * rows from 1; `version` is the post's version the row saved (a manual save) or was based on (an
 * autosave, later). Autosaves beyond the newest 50 of a post may be pruned; manual saves never.
 */
export const blogRevisions = pgTable(
  'blog_revisions',
  {
    blogId: uuid('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    version: integer('version').notNull(),
    kind: text('kind').$type<'manual' | 'autosave'>().notNull(),
    /** The admin account that saved it, kept as it was (no foreign key: history is not rewritten); NULL before history or for seeds. */
    authorId: uuid('author_id'),
    /** That account's e-mail when it saved, the name the history shows. */
    authorName: text('author_name'),
    title: text('title').notNull(),
    subTitle: text('sub_title'),
    category: text('category').notNull(),
    /** The body's source as stored (sanitised), not the reader's HTML. */
    description: text('description').notNull(),
    /** UTF-8 bytes of `description`. */
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blogId, table.revision] }),
    check('blog_revisions_kind_check', sql`${table.kind} in ('manual', 'autosave')`),
  ],
);

/**
 * A new post's unsaved form, autosaved per account (docs/decisions/0075) until "Add Blog" writes the
 * post; edits of existing posts autosave as `blog_revisions` of kind `autosave` instead.
 */
export const blogDrafts = pgTable('blog_drafts', {
  adminId: uuid('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  subTitle: text('sub_title').notNull(),
  category: text('category').notNull(),
  description: text('description').notNull(),
  isPublished: boolean('is_published').notNull().default(false),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Links that show a post's current draft to someone signed out (docs/decisions/0075). Only a SHA-256
 * of the token is kept, as for sessions. Deleted with the post.
 */
export const previewLinks = pgTable(
  'preview_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    blogId: uuid('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    /** The admin account that made it, kept as it was (no foreign key, like revisions). */
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('preview_links_blog_id_idx').on(table.blogId)],
);

/** Facts about this installation, e.g. that demo content was seeded once. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// The release registry (issue 38, docs/decisions/0087). Every change to these four tables advances
// release_generation and NOTIFYs studyhub_releases_changed (migration 0018), so each API instance
// serves it within RELEASE_FRESHNESS_MS; the report counts do neither.

const RELEASE_APP_CHECK = sql`in ('shell', 'remote-public', 'remote-resources', 'remote-admin')`;

/** Each registered version of an app, with its `release.json` as validated on registering. */
export const releases = pgTable(
  'releases',
  {
    app: text('app').notNull(),
    version: text('version').notNull(),
    /** The contract's ReleaseManifest. */
    manifest: jsonb('manifest').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.app, table.version] }),
    index('releases_app_registered_at_idx').on(table.app, table.registeredAt.desc()),
    check('releases_app_check', sql`${table.app} ${RELEASE_APP_CHECK}`),
  ],
);

/**
 * Every activation of a version, in order: the newest row is the active version. `rolled_back`
 * marks an activation a rollback undid, so the next rollback goes further back instead of
 * toggling. Deleted with its release when the registry drops a version nothing points at.
 */
export const releaseActivations = pgTable(
  'release_activations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    app: text('app').notNull(),
    version: text('version').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The owner who did it; NULL for a command (`npm run release`, `npm start`) or the server itself. */
    actorId: uuid('actor_id'),
    /** `auto`: activated because it was registered new (`npm start`). */
    kind: text('kind').notNull(),
    rolledBack: boolean('rolled_back').notNull().default(false),
  },
  (table) => [
    index('release_activations_app_id_idx').on(table.app, table.id.desc()),
    foreignKey({ columns: [table.app, table.version], foreignColumns: [releases.app, releases.version], name: 'release_activations_release_fk' }).onDelete('cascade'),
    check('release_activations_kind_check', sql`${table.kind} in ('activate', 'rollback', 'promote', 'auto')`),
  ],
);

/** The canary of an app, if any: a registered version served to `percent` % of browsers. */
export const releaseCanaries = pgTable(
  'release_canaries',
  {
    app: text('app').primaryKey(),
    version: text('version').notNull(),
    percent: integer('percent').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ columns: [table.app, table.version], foreignColumns: [releases.app, releases.version], name: 'release_canaries_release_fk' }).onDelete('cascade'),
    check('release_canaries_percent_check', sql`${table.percent} between 1 and 99`),
  ],
);

/** The last canary of an app that CANARY_ROLLBACK_RULE stopped, shown on the Releases page. */
export const releaseAutoRollbacks = pgTable('release_auto_rollbacks', {
  app: text('app').primaryKey(),
  version: text('version').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  reason: text('reason').notNull(),
});

/** Browsers' reports per version and minute (`POST /api/releases/reports`), counted by upserted increments. */
export const releaseReportCounts = pgTable(
  'release_report_counts',
  {
    app: text('app').notNull(),
    version: text('version').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    loads: integer('loads').notNull().default(0),
    failures: integer('failures').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.app, table.version, table.minute] })],
);
