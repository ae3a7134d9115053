/** The API paths of docs/product.md#the-api (the original ones plus our additions), written once for server routes and client endpoints. */
export const API_PATHS = {
  health: '/api/health',
  ping: '/api/ping',
  site: '/api/site',
  siteRss: '/api/site/rss.xml',
  siteSitemap: '/api/site/sitemap.xml',
  siteSitemapPart: '/api/site/sitemap-:n.xml',
  siteRobots: '/api/site/robots.txt',
  media: '/api/media/:id',
  mediaUpload: '/api/media/upload',
  blogAll: '/api/blog/all',
  blogList: '/api/blog/list',
  search: '/api/search',
  blogById: '/api/blog/:id',
  blogComments: '/api/blog/comments',
  blogAddComment: '/api/blog/add-comment',
  blogAdd: '/api/blog/add',
  blogDelete: '/api/blog/delete',
  blogTogglePublish: '/api/blog/toggle-publish',
  blogGenerate: '/api/blog/generate',
  adminLogin: '/api/admin/login',
  adminLogout: '/api/admin/logout',
  adminLogoutAll: '/api/admin/logout-all',
  adminDashboard: '/api/admin/dashboard',
  adminBlogs: '/api/admin/blogs',
  /** GET: one post's source for its editor; PUT: save an edit (docs/decisions/0073). */
  adminBlog: '/api/admin/blogs/:id',
  /** PUT: schedule a draft to go live, or change its time; DELETE: cancel it (docs/decisions/0077). */
  adminBlogSchedule: '/api/admin/blogs/:id/schedule',
  /** A post's history (docs/decisions/0074): its revisions, one revision, restoring one. */
  adminBlogRevisions: '/api/admin/blogs/:id/revisions',
  adminBlogRevision: '/api/admin/blogs/:id/revisions/:revision',
  adminBlogRevisionRestore: '/api/admin/blogs/:id/revisions/:revision/restore',
  /** POST: a draft link; GET: a post's live links (docs/decisions/0078). */
  adminPreviewLinks: '/api/admin/blogs/:id/preview-links',
  /** DELETE: revoke a draft link. */
  adminPreviewLink: '/api/admin/blogs/:id/preview-links/:linkId',
  /** POST: the editor's unsaved body as readers would get it. */
  adminPreviewRender: '/api/admin/blogs/preview-render',
  /** GET, signed out: a post's current draft by a draft link's token. */
  preview: '/api/preview/:token',
  /** GET: this account's newest autosave of the post since its last save; PUT: autosave an edit, a revision of kind `autosave` (docs/decisions/0076). */
  adminBlogAutosave: '/api/admin/blogs/:id/autosave',
  /** GET, PUT, DELETE: this account's one autosaved Add Blog form (docs/decisions/0076). */
  adminNewPostDraft: '/api/admin/drafts/new',
  adminComments: '/api/admin/comments',
  adminBlogPage: '/api/admin/blogs/page',
  adminCommentPage: '/api/admin/comments/page',
  /** GET: an author page's facts by slug; their published posts, paged as the listing; their RSS (decision 0083). */
  author: '/api/authors/:slug',
  authorPosts: '/api/authors/:slug/posts',
  authorRss: '/api/authors/:slug/rss.xml',
  adminApproveComment: '/api/admin/approve-comment',
  /** POST: a contributor submits its draft for review (docs/decisions/0083). */
  adminBlogSubmit: '/api/admin/blogs/:id/submit',
  /** GET: the review queue, submitted drafts oldest first. */
  adminReviewQueue: '/api/admin/review',
  /** POST: publish a submitted draft; POST: return it to its author with a note. */
  adminBlogReviewPublish: '/api/admin/blogs/:id/review/publish',
  adminBlogReviewReturn: '/api/admin/blogs/:id/review/return',
  adminDeleteComment: '/api/admin/delete-comment',
  /** GET: the audit log, newest first, filtered and a keyset page at a time (owner and editors). */
  adminAuditLog: '/api/admin/audit',
  /** Owner only (issue 37): GET the backup files; POST "Back up now". */
  adminBackups: '/api/admin/backups',
  /** Owner only: GET downloads one backup file. */
  adminBackup: '/api/admin/backups/:name',
  /** Staff management (issue 36, owner only): GET staff and invites. */
  adminStaff: '/api/admin/staff',
  /** PUT: change a role; DELETE: remove the account, its posts handed over. */
  adminStaffMember: '/api/admin/staff/:id',
  /** PUT: suspend (its sessions end at once) or unsuspend. */
  adminStaffSuspension: '/api/admin/staff/:id/suspension',
  /** POST: invite by e-mail with a role. */
  adminInvites: '/api/admin/invites',
  /** DELETE: revoke an invite. */
  adminInvite: '/api/admin/invites/:id',
  /** POST: a new link for the invite; the old one dies. */
  adminInviteResend: '/api/admin/invites/:id/resend',
  /** Signed out: GET whom an invite is for; POST accept it (name and password) and sign in. */
  invite: '/api/invite/:token',
  /** Every role, its own account: GET who is signed in (the portal's one who-am-I read); PUT its display name. */
  adminAccount: '/api/admin/account',
  /** PUT: its own password; its other sessions end. */
  adminAccountPassword: '/api/admin/account/password',
  /** Public (issue 38): GET each app's active version, canary and earlier versions (`PublicReleasesResponse`). */
  releases: '/api/releases',
  /** Public: POST a remote version's load or failure in a browser (`ReleaseReport`), 202; rate-limited. */
  releaseReports: '/api/releases/reports',
  /** Owner only (`site.releases`): GET every app's releases (`AdminReleasesResponse`). */
  adminReleases: '/api/admin/releases',
  /** POST `{ version }`: make it active for everyone. */
  adminReleaseActivate: '/api/admin/releases/:app/activate',
  /** POST: back to the version active before the current one. */
  adminReleaseRollback: '/api/admin/releases/:app/rollback',
  /** POST `{ version, percent }`: start or change the canary; DELETE: stop it. */
  adminReleaseCanary: '/api/admin/releases/:app/canary',
  /** POST: the canary becomes the active version. */
  adminReleasePromote: '/api/admin/releases/:app/promote',
} as const;

/**
 * The site's own paths of the feed, the sitemap and robots.txt, and the API paths that build them:
 * the site's host forwards each one there (decision 0039). A split sitemap's parts follow the same
 * rule: `/sitemap-{n}.xml` to `/api/site/sitemap-{n}.xml`.
 */
export const SITE_DOCUMENT_PATHS = {
  '/rss.xml': API_PATHS.siteRss,
  '/sitemap.xml': API_PATHS.siteSitemap,
  '/robots.txt': API_PATHS.siteRobots,
} as const;
