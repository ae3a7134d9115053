import compress, { type FastifyCompressOptions } from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { createAdminRepository } from './admin/admin-repository.ts';
import { adminRoutes } from './admin/admin-routes.ts';
import { createAuditLog } from './audit/audit-log.ts';
import { startAuditPruner } from './audit/audit-pruner.ts';
import { auditRoutes } from './audit/audit-routes.ts';
import { aiRoutes } from './ai/ai-routes.ts';
import { createAdminAccounts } from './auth/admin-accounts.ts';
import { adminScope } from './auth/admin-scope.ts';
import { createStaffPosts } from './auth/staff-posts.ts';
import { backupRoutes } from './backup/backup-routes.ts';
import { startBackupScheduler } from './backup/backup-scheduler.ts';
import { autosaveRoutes } from './autosave/autosave-routes.ts';
import { createNewPostDrafts } from './autosave/new-post-drafts.ts';
import { authPlugin } from './auth/auth-plugin.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { logoutRoutes } from './auth/logout-routes.ts';
import { redisLoginCounterStore } from './auth/redis-login-counters.ts';
import { createSessionRepository } from './auth/session-repository.ts';
import { blogAdminRoutes } from './blogs/blog-admin-routes.ts';
import { blogEditRoutes } from './blogs/blog-edit-routes.ts';
import { blogRevisionRoutes } from './blogs/blog-revision-routes.ts';
import { createRevisionRepository } from './blogs/revision-repository.ts';
import { createBlogRepository } from './blogs/blog-repository.ts';
import { blogRoutes } from './blogs/blog-routes.ts';
import { createBlogSchedule } from './blogs/blog-schedule.ts';
import { blogScheduleRoutes } from './blogs/blog-schedule-routes.ts';
import { startScheduler } from './blogs/blog-scheduler.ts';
import { readBlogGeneration } from './blogs/cache-freshness.ts';
import { createPublishedBlogCache } from './blogs/published-blog-cache.ts';
import { createCommentRepository } from './comments/comment-repository.ts';
import { commentRoutes } from './comments/comment-routes.ts';
import { memoryTextClaims } from './comments/duplicate-comments.ts';
import { redisTextClaims } from './comments/redis-text-claims.ts';
import type { AppConfig } from './config.ts';
import { BLOGS_CHANGED_CHANNEL, type Database, RELEASES_CHANGED_CHANNEL } from './db/client.ts';
import { healthRoutes } from './health/health-routes.ts';
import { clientErrorHandler, frameworkErrorHandler, guardErrorBodies, registerErrorHandlers } from './http/error-handlers.ts';
import { clientKey } from './http/client-address.ts';
import { HttpError, retryIn } from './http/http-error.ts';
import { logOutput } from './http/log-format.ts';
import { addSecurityHeaders } from './http/security-headers.ts';
import { MAX_PARAM_LENGTH, serverTimeouts, trustProxyOption } from './http/server-options.ts';
import { isUuid } from './http/uuid.ts';
import { createMediaRepository } from './media/media-repository.ts';
import { createReviewRepository } from './review/review-repository.ts';
import { reviewRoutes } from './review/review-routes.ts';
import { previewAdminRoutes } from './preview/preview-admin-routes.ts';
import { createPreviewLinkRepository } from './preview/preview-link-repository.ts';
import { previewRoutes } from './preview/preview-routes.ts';
import { createPublicReleasesCache } from './releases/public-releases-cache.ts';
import { releaseAdminRoutes } from './releases/release-admin-routes.ts';
import { createReleaseRegistry, type ReleaseRegistry } from './releases/release-registry.ts';
import { releaseRoutes } from './releases/release-routes.ts';
import { readReleaseGeneration } from './releases/registry-reads.ts';
import { mediaRoutes } from './media/media-routes.ts';
import { mediaUploadRoutes } from './media/media-upload-routes.ts';
import { closeRedis, openRedis } from './redis/redis-client.ts';
import { redisRateLimitStore } from './redis/redis-rate-limit-store.ts';
import { accountRoutes } from './staff/account-routes.ts';
import { smtpInviteMailer } from './staff/invite-mailer.ts';
import { inviteRoutes } from './staff/invite-routes.ts';
import { createStaffAccounts } from './staff/staff-accounts.ts';
import { createStaffInvites } from './staff/staff-invites.ts';
import { staffRoutes } from './staff/staff-routes.ts';
import { searchRoutes } from './search/search-routes.ts';
import { feedRoutes } from './site/feed-routes.ts';
import { authorRoutes } from './authors/author-routes.ts';
import { createAuthorRepository } from './authors/author-repository.ts';
import { createSiteFeeds } from './site/site-feeds.ts';
import { siteRoutes } from './site/site-routes.ts';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Where the log lines go instead of stdout; tests read them. */
  logStream?: { write(line: string): void };
  /** Prefixes every Redis key; tests that share one Redis keep apart with it. */
  redisKeyPrefix?: string;
  /** URLs per sitemap file (default the protocol's 50,000); tests lower it to see the index. */
  maxSitemapUrls?: number;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops the cached public reads at once; writes through the API do this themselves. */
    dropPublicCache: () => void;
    /** The release registry, for the control socket's commands (main.ts): changes through it drop this process's public answer at once. */
    releaseRegistry: ReleaseRegistry;
  }
}

/** JSON bodies are small (the largest is a blog's HTML, sent as multipart); refuse anything bigger. */
const JSON_BODY_LIMIT = 256 * 1024;

/**
 * Every answer the routes do not compress themselves, compressed when the client accepts it
 * (decision 0072): the whole-archive reads kept for API clients, the admin's answers. The cached
 * public reads arrive already encoded (`sendCached`) and pass through as they are. brotli 4 and
 * gzip 6, as the static host; nothing under 1 KB, which would gain nothing.
 */
const API_COMPRESSION: FastifyCompressOptions = { global: true, threshold: 1024, encodings: ['br', 'gzip'] };

/** The API, ready to `listen` or to `inject` in tests. Owns neither the database nor its closing. */
export async function buildApp({ config, database, logStream, redisKeyPrefix, maxSitemapUrls }: BuildAppOptions) {
  const { stream, logController } = logOutput(config.logFormat, logStream);
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'], stream },
    ...(logController && { logController }),
    bodyLimit: JSON_BODY_LIMIT,
    // A client's X-Request-Id reaches the logs only if it is a UUID: free text could forge log lines.
    requestIdHeader: false,
    genReqId: (request) => {
      const sent = request.headers['x-request-id'];
      return typeof sent === 'string' && isUuid(sent) ? sent : randomUUID();
    },
    trustProxy: trustProxyOption(config.trustProxy),
    ...serverTimeouts(config.timeouts),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // Unknown fields are errors, not silently dropped; "1" is not a number.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Fastify sends `Connection: close` only on requests that arrive while it closes. A response
  // already in progress would leave its keep-alive socket open until keepAliveTimeout (72 s),
  // holding a SIGTERM'd process (and PGlite's lock) that long after its last answer.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  addSecurityHeaders(app);
  // Before compression, so it reads error bodies as text.
  guardErrorBodies(app);
  await app.register(compress, API_COMPRESSION);
  // PUT saves an edit of a post (docs/decisions/0073), DELETE cancels a schedule (0077), discards a draft (0076) or revokes a draft link (0078); @fastify/cors allows only GET, HEAD and POST unless told.
  await app.register(cors, { origin: config.corsOrigins, methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'], exposedHeaders: ['x-request-id', 'retry-after'] });
  // Set: every limit and failed-login count is shared through Redis by all instances (decision 0035).
  const redis = config.redisUrl ? openRedis(config.redisUrl, app.log, redisKeyPrefix) : undefined;
  if (redis) app.addHook('onClose', () => closeRedis(redis));
  await app.register(rateLimit, {
    global: false,
    ...(redis && { store: redisRateLimitStore(redis) }),
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (_request, context) => new HttpError(429, `Too many requests. Try again in ${retryIn(context.ttl)}.`),
  });
  if (config.apiDocs) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'StudyHub API', version: '1.0.0', description: 'The API behind the StudyHub site.' },
        components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      },
    });
  }
  // Before the routes, so every route plugin inherits the envelope handlers.
  registerErrorHandlers(app);

  // Every repository is built here, once, and handed to the route plugins that use it by name
  // (docs/decisions/0046): no route plugin sees the database itself.
  const sessions = createSessionRepository(database.db, { ttlMs: config.sessionTtlMs, idleMs: config.sessionIdleMs });
  await app.register(authPlugin, { sessions });
  await app.register(healthRoutes, { database });
  const accounts = createAdminAccounts(database.db);
  // Who did what (issue 36): one log every part records through, pruned past its retention daily.
  const audit = createAuditLog(database.db);
  let auditPruner: Awaited<ReturnType<typeof startAuditPruner>> | undefined;
  app.addHook('onReady', async () => {
    auditPruner = await startAuditPruner({ audit, log: app.log });
  });
  app.addHook('onClose', async () => auditPruner?.stop());
  await app.register(authRoutes, { accounts, sessions, limits: config.rateLimits, loginCounters: redis && redisLoginCounterStore(redis), audit });
  const blogs = createBlogRepository(database.db, config.publicApiUrl, database.prepared);
  // PGlite is one process per data directory: its own writes and NOTIFY are all it needs to hear.
  const readGeneration = database.driver === 'postgres' ? () => readBlogGeneration(database.db) : undefined;
  const published = createPublishedBlogCache(blogs, { readGeneration });
  await database.listen(BLOGS_CHANGED_CHANNEL, published.invalidate);
  // The release registry (issue 38): GET /api/releases is cached as the blogs are, its generation
  // checked at most every second (RELEASE_FRESHNESS_MS is 5 s).
  const releaseRegistry = createReleaseRegistry(database.db);
  const releaseCache = createPublicReleasesCache(releaseRegistry, { readGeneration: database.driver === 'postgres' ? () => readReleaseGeneration(database.db) : undefined });
  await database.listen(RELEASES_CHANGED_CHANNEL, releaseCache.invalidate);
  app.decorate('releaseRegistry', releaseRegistry);
  // For whoever writes the database directly and must not wait for the NOTIFY (tests, tools).
  app.decorate('dropPublicCache', () => {
    published.invalidate();
    releaseCache.invalidate();
  });
  await app.register(blogRoutes, { published });
  await app.register(releaseRoutes, { registry: releaseRegistry, cache: releaseCache, reportsPerMinute: config.rateLimits.releaseReportsPerMinute });
  const schedule = createBlogSchedule(database.db, blogs);
  // Every instance runs it; the UPDATE's row locks make each post go live once (docs/decisions/0077).
  let scheduler: ReturnType<typeof startScheduler> | undefined;
  app.addHook('onReady', async () => {
    scheduler = startScheduler({ publishDue: schedule.publishDue, intervalMs: config.schedulerIntervalMs, log: app.log });
  });
  app.addHook('onClose', async () => scheduler?.stop());
  // Scheduled backups (issue 37): every instance looks, one claims each slot in app_meta.
  const { backupDir, backupEveryHours, backupKeep, backupCheckMs } = config;
  let backupScheduler: ReturnType<typeof startBackupScheduler> | undefined;
  if (backupEveryHours) {
    app.addHook('onReady', async () => {
      backupScheduler = startBackupScheduler({ database, backupDir, everyHours: backupEveryHours, keep: backupKeep, checkMs: backupCheckMs, log: app.log });
    });
    app.addHook('onClose', async () => backupScheduler?.stop());
  }
  await app.register(searchRoutes, { published });
  const window = config.rateLimits.commentWindowMs;
  const texts = redis ? redisTextClaims(redis, window) : memoryTextClaims(window);
  await app.register(commentRoutes, { blogs, comments: createCommentRepository(database.db), limits: config.rateLimits, texts });
  const previewLinks = createPreviewLinkRepository(database.db, config.publicApiUrl);
  await app.register(previewRoutes, { links: previewLinks });
  // A rename or a hand-over changes bylines: this process's public reads drop as after a blog write.
  const staffAccounts = createStaffAccounts(database.db, { publicChanged: published.invalidate });
  const staffInvites = createStaffInvites(database.db);
  await app.register(inviteRoutes, { accounts: staffAccounts, invites: staffInvites, sessions, limits: config.rateLimits });
  await app.register(adminScope, {
    sessions,
    posts: createStaffPosts(database.db),
    audit,
    routes: async (admin) => {
      await admin.register(logoutRoutes, { sessions });
      await admin.register(blogAdminRoutes, { blogs });
      await admin.register(blogEditRoutes, { blogs });
      await admin.register(blogScheduleRoutes, { schedule });
      await admin.register(autosaveRoutes, { db: database.db, drafts: createNewPostDrafts(database.db, config.publicApiUrl), publicApiUrl: config.publicApiUrl });
      await admin.register(blogRevisionRoutes, { blogs, revisions: createRevisionRepository(database.db, config.publicApiUrl) });
      await admin.register(mediaUploadRoutes, { media: createMediaRepository(database.db), publicApiUrl: config.publicApiUrl });
      const review = createReviewRepository(database.db, blogs);
      await admin.register(adminRoutes, { admin: createAdminRepository(database.db, config.publicApiUrl), pendingReview: review.pendingCount });
      await admin.register(auditRoutes, { db: database.db });
      await admin.register(backupRoutes, { database, backupDir, everyHours: backupEveryHours, keep: backupKeep, audit });
      await admin.register(releaseAdminRoutes, { registry: releaseRegistry });
      await admin.register(reviewRoutes, { review });
      await admin.register(aiRoutes, { config });
      await admin.register(staffRoutes, { accounts: staffAccounts, invites: staffInvites, publicSiteUrl: config.publicSiteUrl, mailer: config.smtp && smtpInviteMailer(config.smtp.url, config.smtp.from) });
      await admin.register(accountRoutes, { accounts: staffAccounts });
      await admin.register(previewAdminRoutes, { links: previewLinks, publicSiteUrl: config.publicSiteUrl, publicApiUrl: config.publicApiUrl });
    },
  });
  await app.register(siteRoutes, { config });
  const { publicApiUrl, publicSiteUrl } = config;
  const feeds = createSiteFeeds({ db: database.db, publicApiUrl, publicSiteUrl, published, maxSitemapUrls });
  await app.register(feedRoutes, { feeds, publicSiteUrl });
  await app.register(authorRoutes, { authors: createAuthorRepository(database.db, publicApiUrl) });
  await app.register(mediaRoutes, { media: createMediaRepository(database.db) });
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });
  return app;
}
