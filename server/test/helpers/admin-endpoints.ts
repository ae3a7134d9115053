import { API_PATHS } from '@studyhub/shared-api/contract';
import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { newBlog } from './blog-fixtures.ts';
import { multipart } from './multipart.ts';

export interface AdminEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** The path as the API registers it, when `url` fills in its `:id`. */
  route?: string;
  /**
   * A well-formed request body, so a 401 cannot be mistaken for a 400 from body validation
   * (the admin scope's guard runs before validation, but a test must not depend on that).
   */
  body?: () => Promise<Pick<InjectOptions, 'payload' | 'headers'>>;
}

const json = (payload: Record<string, unknown>) => async () => ({ payload });

/** The id the admin scope's enumeration fills into every `:id` (admin-scope.test.ts). */
export const ENUMERATED_ID = '00000000-0000-4000-8000-000000000000';
const adminBlog = API_PATHS.adminBlog.replace(':id', ENUMERATED_ID);
const postAutosave = API_PATHS.adminBlogAutosave.replace(':id', ENUMERATED_ID);
const draftFields = { title: 'Graph algorithms', subTitle: '', description: '<p>Draft</p>', category: 'CSE' };
const withRevision = (path: string) => path.replace(':id', ENUMERATED_ID).replace(':revision', '1');
/** The draft link id it fills into `:linkId`: a well-formed SHA-256. */
export const ENUMERATED_LINK_ID = '0'.repeat(64);
const previewLinks = API_PATHS.adminPreviewLinks.replace(':id', ENUMERATED_ID);
const schedule = API_PATHS.adminBlogSchedule.replace(':id', ENUMERATED_ID);
/** The backup name it fills into `:name`. */
export const ENUMERATED_BACKUP = 'studyhub-backup-20000101T000000Z.tar.gz';
const withId = (path: string) => path.replace(':id', ENUMERATED_ID);
/** The release version it fills into bodies: well-formed, never registered. */
export const ENUMERATED_VERSION = '000000000000';
const withApp = (path: string) => path.replace(':app', 'remote-public');

/** Every endpoint only an administrator may call (docs/product.md#roles), each with a valid request. */
export const ADMIN_ENDPOINTS: readonly AdminEndpoint[] = [
  { method: 'GET', url: API_PATHS.adminDashboard },
  { method: 'GET', url: API_PATHS.adminBlogs },
  { method: 'GET', url: adminBlog, route: API_PATHS.adminBlog },
  {
    method: 'PUT',
    url: adminBlog,
    route: API_PATHS.adminBlog,
    body: () => multipart([['blog', JSON.stringify({ ...newBlog(), baseVersion: 1 })]]),
  },
  { method: 'PUT', url: schedule, route: API_PATHS.adminBlogSchedule, body: json({ publishAt: '2099-01-01T09:00:00.000Z', baseVersion: 1 }) },
  { method: 'DELETE', url: schedule, route: API_PATHS.adminBlogSchedule, body: json({ baseVersion: 1 }) },
  { method: 'GET', url: postAutosave, route: API_PATHS.adminBlogAutosave },
  { method: 'PUT', url: postAutosave, route: API_PATHS.adminBlogAutosave, body: json({ ...draftFields, baseVersion: 1 }) },
  { method: 'GET', url: API_PATHS.adminNewPostDraft },
  { method: 'PUT', url: API_PATHS.adminNewPostDraft, body: json({ ...draftFields, isPublished: false }) },
  { method: 'DELETE', url: API_PATHS.adminNewPostDraft },
  { method: 'GET', url: withRevision(API_PATHS.adminBlogRevisions), route: API_PATHS.adminBlogRevisions },
  { method: 'GET', url: withRevision(API_PATHS.adminBlogRevision), route: API_PATHS.adminBlogRevision },
  { method: 'POST', url: withRevision(API_PATHS.adminBlogRevisionRestore), route: API_PATHS.adminBlogRevisionRestore, body: json({ baseVersion: 1 }) },
  { method: 'POST', url: previewLinks, route: API_PATHS.adminPreviewLinks, body: json({ expiresInHours: 24 }) },
  { method: 'GET', url: previewLinks, route: API_PATHS.adminPreviewLinks },
  { method: 'DELETE', url: `${previewLinks}/${ENUMERATED_LINK_ID}`, route: API_PATHS.adminPreviewLink },
  { method: 'POST', url: API_PATHS.adminPreviewRender, body: json({ description: '<p>Draft</p>' }) },
  { method: 'GET', url: API_PATHS.adminComments },
  { method: 'GET', url: API_PATHS.adminBlogPage },
  { method: 'GET', url: API_PATHS.adminCommentPage },
  { method: 'POST', url: API_PATHS.adminApproveComment, body: json({ id: randomUUID() }) },
  { method: 'POST', url: API_PATHS.adminDeleteComment, body: json({ id: randomUUID() }) },
  { method: 'POST', url: API_PATHS.adminLogout },
  { method: 'POST', url: API_PATHS.adminLogoutAll },
  {
    method: 'POST',
    url: API_PATHS.blogAdd,
    // Not a real image: requests that get past the guard are refused for it, never stored.
    body: () => multipart([['blog', JSON.stringify(newBlog())], ['image', { bytes: new Uint8Array(8), filename: 'cover.png', type: 'image/png' }]]),
  },
  {
    method: 'POST',
    url: API_PATHS.mediaUpload,
    body: () => multipart([['image', { bytes: new Uint8Array(8), filename: 'figure.png', type: 'image/png' }]]),
  },
  { method: 'POST', url: API_PATHS.blogDelete, body: json({ id: randomUUID() }) },
  { method: 'POST', url: API_PATHS.blogTogglePublish, body: json({ id: randomUUID() }) },
  { method: 'POST', url: API_PATHS.blogGenerate, body: json({ prompt: 'Binary search' }) },
  { method: 'GET', url: API_PATHS.adminAuditLog },
  // Staff management and each account's own settings (issue 36).
  { method: 'GET', url: API_PATHS.adminStaff },
  { method: 'PUT', url: withId(API_PATHS.adminStaffMember), route: API_PATHS.adminStaffMember, body: json({ role: 'author' }) },
  { method: 'DELETE', url: withId(API_PATHS.adminStaffMember), route: API_PATHS.adminStaffMember, body: json({ handOverTo: randomUUID() }) },
  { method: 'PUT', url: withId(API_PATHS.adminStaffSuspension), route: API_PATHS.adminStaffSuspension, body: json({ suspended: true }) },
  { method: 'POST', url: API_PATHS.adminInvites, body: json({ email: 'new.tutor@test.example.edu', role: 'author' }) },
  { method: 'DELETE', url: withId(API_PATHS.adminInvite), route: API_PATHS.adminInvite },
  { method: 'POST', url: withId(API_PATHS.adminInviteResend), route: API_PATHS.adminInviteResend },
  { method: 'GET', url: API_PATHS.adminAccount },
  { method: 'PUT', url: API_PATHS.adminAccount, body: json({ displayName: 'A. Tutor' }) },
  { method: 'PUT', url: API_PATHS.adminAccountPassword, body: json({ currentPassword: 'not-the-password', newPassword: 'a-new-long-password' }) },
  // The review queue (issue 36).
  { method: 'POST', url: withId(API_PATHS.adminBlogSubmit), route: API_PATHS.adminBlogSubmit },
  { method: 'GET', url: API_PATHS.adminReviewQueue },
  { method: 'POST', url: withId(API_PATHS.adminBlogReviewPublish), route: API_PATHS.adminBlogReviewPublish },
  { method: 'POST', url: withId(API_PATHS.adminBlogReviewReturn), route: API_PATHS.adminBlogReviewReturn, body: json({ note: 'Add a worked example.' }) },
  // Backups (issue 37): a well-formed name of no file (404 for the owner).
  { method: 'GET', url: API_PATHS.adminBackups },
  { method: 'POST', url: API_PATHS.adminBackups },
  { method: 'GET', url: API_PATHS.adminBackup.replace(':name', ENUMERATED_BACKUP), route: API_PATHS.adminBackup },
  // Releases (issue 38): a well-formed version of no release (404 for the owner) and an app with no canary (409).
  { method: 'GET', url: API_PATHS.adminReleases },
  { method: 'POST', url: withApp(API_PATHS.adminReleaseActivate), route: API_PATHS.adminReleaseActivate, body: json({ version: ENUMERATED_VERSION }) },
  { method: 'POST', url: withApp(API_PATHS.adminReleaseRollback), route: API_PATHS.adminReleaseRollback },
  { method: 'POST', url: withApp(API_PATHS.adminReleaseCanary), route: API_PATHS.adminReleaseCanary, body: json({ version: ENUMERATED_VERSION, percent: 10 }) },
  { method: 'DELETE', url: withApp(API_PATHS.adminReleaseCanary), route: API_PATHS.adminReleaseCanary },
  { method: 'POST', url: withApp(API_PATHS.adminReleasePromote), route: API_PATHS.adminReleasePromote },
];
