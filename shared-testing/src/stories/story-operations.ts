import { API_PATHS, type AppReleaseState, type AuditLogEntry, type AuditLogPageResponse, type BackupFile, type BackupListResponse, type BackupMadeResponse, type MyAccount, type ReleaseApp } from '@studyhub/shared-api';
// Test code only: the contract's module carries the schemas, which no page bundle should.
import { AUDIT_PAGE_SIZE, BACKUP_MESSAGES } from '@studyhub/shared-api/contract';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { FakeReply, RecordedRequest } from '../fake-api.ts';
import { answer, answerWith } from './story-api.ts';
import { STORY_OWNER, STORY_SIGNED_IN } from './story-staff.ts';
import { storyBlogs } from './story-data.ts';
import { STORY_NOW, storyDate } from './story-time.ts';

// The operations pages' stories (releases, backups, the audit log, the account and the layout):
// signing in as one of story-staff.ts's accounts, and fixtures shaped by the contract. Every name is fictional.

/** `GET /api/admin/account` answering `account`: replaces storyAdminApi()'s `account` key. */
export const storySignedIn = (account: MyAccount): Record<string, HttpHandler[]> => ({
  account: [answer(API_PATHS.adminAccount, { success: true, account })],
});

// ---- Releases (issue 38) ----

type Release = AppReleaseState['releases'][number];

/** A kept version of `app` that fits, built a day before STORY_NOW and registered five minutes later. */
export function storyRelease(app: ReleaseApp, version: string, overrides: Partial<Release> = {}): Release {
  const builtAt = overrides.builtAt ?? storyDate(1, 1);
  const registeredAt = new Date(Date.parse(builtAt) + 5 * 60_000).toISOString();
  return { app, version, builtAt, registeredAt, files: 42, bytes: 1_572_864, fits: true, unfitReasons: [], ...overrides };
}

/** Why the newest public pages do not fit: built for a newer shell. */
export const STORY_UNFIT_REASON = 'it needs react ^20.0.0, the shell has 19.3.1';

/**
 * Every state the Releases page shows at once: the shell with a rollback target; the public pages
 * with an active version, a rollback target, a running canary with its health, a version that does
 * not fit and the last automatic rollback; study resources never released; the admin portal with
 * one version and nothing to roll back to.
 */
export function storyReleaseStates(): AppReleaseState[] {
  const shell = [storyRelease('shell', 'a1c3e5f70912', { builtAt: storyDate(2, 3), files: 12, bytes: 402_113 }), storyRelease('shell', 'a0b2d4f6e813', { builtAt: storyDate(9, 6), files: 12, bytes: 398_407 })];
  const pub = [
    storyRelease('remote-public', '3c4d5e6f7081', { builtAt: storyDate(0, 2), fits: false, unfitReasons: [STORY_UNFIT_REASON] }),
    storyRelease('remote-public', '2b3c4d5e6f70', { builtAt: storyDate(0, 4), files: 39, bytes: 1_610_612 }),
    storyRelease('remote-public', '1a2b3c4d5e6f', { builtAt: storyDate(3, 2), files: 38 }),
    storyRelease('remote-public', '0a0b0c0d0e0f', { builtAt: storyDate(12, 5), files: 1, bytes: 812 }),
  ];
  return [
    { app: 'shell', active: shell[0]!.version, previous: shell[1]!.version, canary: null, releases: shell, lastAutoRollback: null },
    {
      app: 'remote-public',
      active: pub[2]!.version,
      previous: pub[3]!.version,
      canary: { version: pub[1]!.version, percent: 25, startedAt: storyDate(0, 3), health: { canary: { loads: 120, failures: 3 }, active: { loads: 1_000, failures: 2 } } },
      releases: pub,
      lastAutoRollback: { version: '9f9f9f9f9f9f', at: storyDate(0, 5), reason: '7 failures in 5 minutes, 23 % against 1.2 % for the active version' },
    },
    { app: 'remote-admin', active: 'cccccccccccc', previous: null, canary: null, releases: [storyRelease('remote-admin', 'cccccccccccc', { builtAt: storyDate(5, 0), files: 57, bytes: 2_411_724 })], lastAutoRollback: null },
  ];
}

// ---- Backups (issue 37) ----

/** A backup file's name as the API writes it for `at`: `studyhub-backup-<UTC stamp>.tar.gz`. */
export const storyBackupName = (at: string, suffix = '') => `studyhub-backup-${at.replace(/[-:]/g, '').replace(/\.\d+Z$/, '')}${suffix}Z.tar.gz`;

/** `count` nightly backups (02:00 UTC), newest first, growing a little each night. */
export function storyBackups(count = 5): BackupFile[] {
  return Array.from({ length: count }, (_, index) => {
    const createdAt = storyDate(index, 10);
    return { name: storyBackupName(createdAt), bytes: 4_404_019 - index * 61_440, createdAt };
  });
}

/**
 * The Backups page's API over `given` files, with a working "Back up now": each POST answers
 * BACKUP_MESSAGES.made with a file made at STORY_NOW and lists it first, the newest `keep` kept, as
 * the server does (keys `backups` and `makeBackup`, for a story to replace). `reset` forgets what was made (a story's beforeEach), so every story starts from `given`.
 */
export function storyBackupsApi(given: BackupFile[] = storyBackups(), { everyHours = 24 as number | null, keep = 7 } = {}) {
  let made: BackupFile[] = [];
  const list = (): BackupListResponse => ({ success: true, backups: [...made, ...given].slice(0, keep), everyHours, keep });
  const handlers: Record<string, HttpHandler[]> = {
    backups: [http.get(API_PATHS.adminBackups, () => HttpResponse.json(list()))],
    makeBackup: [
      http.post(API_PATHS.adminBackups, () => {
        const backup: BackupFile = { name: storyBackupName(STORY_NOW, made.length ? `-${made.length}` : ''), bytes: 4_521_984, createdAt: STORY_NOW };
        made = [backup, ...made];
        const body: BackupMadeResponse = { success: true, message: BACKUP_MESSAGES.made, backup, counts: { blogs: 42, comments: 318, media: 96 } };
        return HttpResponse.json(body);
      }),
    ],
  };
  return {
    handlers,
    reset: () => {
      made = [];
    },
  };
}

// ---- The audit log (issue 36) ----

/** Who the log names: the signed-in staff (kept as they were), the scheduler, and nobody (a failed sign-in). */
const ACTORS = {
  owner: { actorId: STORY_OWNER.id, actorName: STORY_OWNER.displayName },
  editor: { actorId: STORY_SIGNED_IN.editor.id, actorName: STORY_SIGNED_IN.editor.displayName },
  author: { actorId: STORY_SIGNED_IN.author.id, actorName: STORY_SIGNED_IN.author.displayName },
  contributor: { actorId: STORY_SIGNED_IN.contributor.id, actorName: STORY_SIGNED_IN.contributor.displayName },
  scheduler: { actorId: null, actorName: 'Scheduler' },
  nobody: { actorId: null, actorName: null },
} as const;

type Happening = Omit<AuditLogEntry, 'id' | 'at'>;

/** A story post's title, as the API names a post target (story-data.ts). */
const postTitle = (id: string) => storyBlogs().find((blog) => blog._id === id)?.title ?? null;

/** What happens on a busy day of the site, newest first: every kind of entry the page shows. */
const HAPPENINGS: Happening[] = [
  { ...ACTORS.nobody, action: 'auth.login_failed', targetType: null, targetId: null, targetName: null, detail: JSON.stringify({ email: 'someone@studyhub.example.edu' }) },
  { ...ACTORS.author, action: 'access.denied', targetType: null, targetId: null, targetName: null, detail: JSON.stringify({ attempted: 'staff.manage', role: 'author' }) },
  { ...ACTORS.scheduler, action: 'post.publish', targetType: 'post', targetId: 'story-blog-3', targetName: postTitle('story-blog-3'), detail: JSON.stringify({ scheduledFor: storyDate(0, 1) }) },
  { ...ACTORS.editor, action: 'comment.approve', targetType: 'comment', targetId: 'story-comment-2', targetName: postTitle('story-blog-1'), detail: null },
  { ...ACTORS.contributor, action: 'post.submit', targetType: 'post', targetId: 'story-blog-7', targetName: postTitle('story-blog-7'), detail: null },
  { ...ACTORS.editor, action: 'post.review', targetType: 'post', targetId: 'story-blog-7', targetName: postTitle('story-blog-7'), detail: JSON.stringify({ outcome: 'returned' }) },
  { ...ACTORS.owner, action: 'staff.invite', targetType: 'invite', targetId: 'story-invite-1', targetName: null, detail: JSON.stringify({ role: 'editor' }) },
  { ...ACTORS.author, action: 'post.edit', targetType: 'post', targetId: 'story-blog-2', targetName: postTitle('story-blog-2'), detail: null },
  { ...ACTORS.owner, action: 'site.backup_download', targetType: 'backup', targetId: storyBackupName(storyDate(0, 10)), targetName: null, detail: null },
  { ...ACTORS.editor, action: 'auth.login', targetType: null, targetId: null, targetName: null, detail: null },
  { ...ACTORS.owner, action: 'release.activated', targetType: 'release', targetId: 'remote-public', targetName: null, detail: JSON.stringify({ version: '1a2b3c4d5e6f' }) },
  { ...ACTORS.editor, action: 'comment.delete', targetType: 'comment', targetId: 'story-comment-5', targetName: null, detail: null },
];

/** `count` audit entries, newest first, twenty minutes apart; ids increase with time, as the API's do. */
export function storyAuditEntries(count = HAPPENINGS.length): AuditLogEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(1_000 + count - index),
    at: new Date(Date.parse(STORY_NOW) - (index + 1) * 20 * 60_000).toISOString(),
    ...HAPPENINGS[index % HAPPENINGS.length]!,
  }));
}

/** The audit log's actor ids, for a story that filters by one. */
export const STORY_AUDIT_ACTORS = { owner: ACTORS.owner.actorId, editor: ACTORS.editor.actorId };

/**
 * Answers `GET /api/admin/audit` over `entries` as the server does: action prefix, account and
 * [from, to) filters, a page of AUDIT_PAGE_SIZE at a time, the cursor the last entry's id.
 */
export function fakeAuditPage(entries: () => readonly AuditLogEntry[]) {
  return ({ query }: RecordedRequest): FakeReply => {
    const from = query.from ? Date.parse(query.from) : -Infinity;
    const to = query.to ? Date.parse(query.to) : Infinity;
    const matches = entries().filter((entry) => {
      const at = Date.parse(entry.at);
      return (!query.action || entry.action.startsWith(query.action)) && (!query.actor || entry.actorId === query.actor) && at >= from && at < to;
    });
    const start = query.cursor ? matches.findIndex((entry) => entry.id === query.cursor) + 1 : 0;
    const rows = matches.slice(start, start + Number(query.limit ?? AUDIT_PAGE_SIZE.default));
    const more = start + rows.length < matches.length;
    const body: AuditLogPageResponse = { success: true, entries: rows, total: matches.length, totalCapped: false, nextCursor: more ? rows.at(-1)!.id : null };
    return { body };
  };
}

/** The audit log's API over `entries`. */
export const storyAuditApi = (entries = storyAuditEntries(60)): Record<string, HttpHandler[]> => ({
  audit: [answerWith(API_PATHS.adminAuditLog, fakeAuditPage(() => entries))],
});
