import { API_PATHS, type BlogRevision, type BlogSource, type CreatedInvite, type ReviewQueueRow, type RevisionSummary, type StaffAccount, type StaffInvite, type StaffRole } from '@studyhub/shared-api';
import { REVIEW_MESSAGES, REVISION_MESSAGES, restoredMessage } from '@studyhub/shared-api/admin';
import type { HttpHandler } from 'msw';
import type { RecordedRequest } from '../fake-api.ts';
import { answer, answerWith, storyImage } from './story-api.ts';
import { STORY_OWNER, STORY_TEAM } from './story-staff.ts';
import { STORY_POST_SOURCE } from './story-post.ts';
import { storyDate } from './story-time.ts';

// The editorial admin pages' stories (History, Pending review, Staff, the invite page): fictional
// people only, every date fixed before STORY_NOW, every answer in the contract's shape.

type Handlers = Record<string, HttpHandler[]>;

/** The path's `:id` (and `:token`) filled in, so a handler answers for one post or invite only. */
const withParam = (path: string, name: string, value: string) => path.replace(`:${name}`, value);

/** Invites not yet accepted: one waiting, one expired. */
export function storyInvites(): StaffInvite[] {
  return [
    { id: 'story-invite-1', email: 'percival.inkwell@studyhub.example.edu', role: 'contributor', state: 'pending', createdAt: storyDate(2), expiresAt: storyDate(-5) },
    { id: 'story-invite-2', email: 'linnea.farthingale@studyhub.example.edu', role: 'editor', state: 'expired', createdAt: storyDate(12), expiresAt: storyDate(5) },
  ];
}

/** An invite link's token (43 URL-safe characters, as the server makes them). */
export const STORY_INVITE_TOKEN = 'c3R1ZHlodWItc3Rvcnktb25seS1pbnZpdGUtdG9rZW4';

/** The invite just made or resent, with its link on a fictional site (the same text at every port). */
export function storyCreatedInvite(email: string, role: StaffRole, id = 'story-invite-new'): CreatedInvite {
  const path = `/admin/invite/${STORY_INVITE_TOKEN}`;
  return { id, email, role, state: 'pending', createdAt: storyDate(0), expiresAt: storyDate(-7), path, url: `https://studyhub.example.edu${path}`, emailed: false };
}

/** The id segment of `/api/admin/<things>/<id>…`. */
const idIn = (request: RecordedRequest, after: string) => request.path.split(`${after}/`)[1]?.split('/')[0] ?? '';

/** The Staff page's API: the list, and every write answered as the server words it (the list stays as it was). */
export function storyStaffApi(staff: StaffAccount[] = Object.values(STORY_TEAM), invites: StaffInvite[] = storyInvites()): Handlers {
  const emailOf = (id: string) => staff.find((account) => account.id === id)?.email ?? 'someone@studyhub.example.edu';
  return {
    staff: [answer(API_PATHS.adminStaff, { success: true, staff, invites })],
    invite: [
      answerWith(
        API_PATHS.adminInvites,
        ({ body }) => {
          const { email, role } = body as { email: string; role: StaffRole };
          return { body: { success: true, message: 'Invite created: copy its link.', invite: storyCreatedInvite(email, role) } };
        },
        { method: 'post' },
      ),
    ],
    resend: [
      answerWith(
        API_PATHS.adminInviteResend,
        (request) => {
          const invite = invites.find((each) => each.id === idIn(request, '/invites')) ?? invites[0]!;
          return { body: { success: true, message: 'New invite link created: copy it.', invite: storyCreatedInvite(invite.email, invite.role, invite.id) } };
        },
        { method: 'post' },
      ),
    ],
    revoke: [answer(API_PATHS.adminInvite, { success: true, message: 'Invite revoked.' }, { method: 'delete' })],
    role: [
      answerWith(
        API_PATHS.adminStaffMember,
        (request) => {
          const { role } = request.body as { role: StaffRole };
          return { body: { success: true, message: `${emailOf(idIn(request, '/staff'))} is now ${role === 'contributor' ? 'a' : 'an'} ${role}.` } };
        },
        { method: 'put' },
      ),
    ],
    suspension: [
      answerWith(
        API_PATHS.adminStaffSuspension,
        (request) => {
          const email = emailOf(idIn(request, '/staff'));
          return { body: { success: true, message: (request.body as { suspended: boolean }).suspended ? `${email} is suspended and signed out.` : `${email} can sign in again.` } };
        },
        { method: 'put' },
      ),
    ],
    remove: [answer(API_PATHS.adminStaffMember, { success: true, message: 'Account removed; 3 posts handed over.' }, { method: 'delete' })],
  };
}

/** The invite page's API for STORY_INVITE_TOKEN: whom it is for, and accepting it (a new session). */
export function storyInviteApi(email = 'percival.inkwell@studyhub.example.edu', role: StaffRole = 'editor'): Handlers {
  const path = withParam(API_PATHS.invite, 'token', STORY_INVITE_TOKEN);
  return {
    invite: [answer(path, { success: true, email, role })],
    accept: [answer(path, { success: true, message: 'Welcome to the staff: you are signed in.', token: 'story-new-session' }, { method: 'post' })],
  };
}

const DRAFTS: Omit<ReviewQueueRow, '_id' | 'submittedAt'>[] = [
  { title: 'Dijkstra’s Algorithm With a Priority Queue', category: 'CSE', authorName: 'Marigold Thistlewood' },
  { title: 'Thevenin Equivalents in Five Steps', category: 'Elective', authorName: 'Percival Inkwell' },
  { title: 'How to Read a Compiler Error', category: 'CSE', authorName: 'marigold.thistlewood' },
  { title: 'Pipelining Hazards, Drawn Out', category: 'COD', authorName: 'Percival Inkwell' },
  { title: 'Citing Sources in a Lab Report', category: 'Other', authorName: 'Marigold Thistlewood' },
];

/** Drafts submitted for review, oldest submission first (as the queue lists them). */
export function storyReviewQueue(count = 4): ReviewQueueRow[] {
  return Array.from({ length: count }, (_, index) => ({
    _id: `story-draft-${index + 1}`,
    ...DRAFTS[index % DRAFTS.length]!,
    submittedAt: storyDate(count - index, 5),
  }));
}

/** The review queue's API: one page of `posts`; publishing and returning answer the contract's words. */
export function storyReviewApi(posts: ReviewQueueRow[] = storyReviewQueue()): Handlers {
  return {
    queue: [answer(API_PATHS.adminReviewQueue, { success: true, posts, total: posts.length, totalCapped: false, nextCursor: null })],
    publish: [answer(API_PATHS.adminBlogReviewPublish, { success: true, message: REVIEW_MESSAGES.published }, { method: 'post' })],
    return: [answer(API_PATHS.adminBlogReviewReturn, { success: true, message: REVIEW_MESSAGES.returned }, { method: 'post' })],
  };
}

/** The post whose History the stories show: the rich post of the other stories, at version 6. */
export const STORY_HISTORY_ID = 'story-blog-1';

/** The post as its editor reads it (`GET /api/admin/blogs/:id`), at the version its newest save left. */
export function storyPostSource(overrides: Partial<BlogSource> = {}): BlogSource {
  return {
    _id: STORY_HISTORY_ID,
    title: 'Breadth-First Search, One Level at a Time',
    subTitle: 'Queues, layers and shortest paths',
    description: STORY_POST_SOURCE,
    image: storyImage(1),
    category: 'CSE',
    createdAt: storyDate(40),
    isPublished: true,
    version: 6,
    authorId: STORY_OWNER.id,
    ...overrides,
  };
}

// The post's text as it grew, save by save: a note, a heading and a first paragraph, the code, the
// cost, the formulas, the picture, then an autosave after the newest save.
const SOURCE_HEAD = STORY_POST_SOURCE.split('<p><img')[0] ?? '';
const CODE = /<pre>[\s\S]*<\/pre>/.exec(STORY_POST_SOURCE)?.[0] ?? '';
const FIRST_DRAFT = '<h2>Why the queue matters</h2><p>Breadth-first search visits every neighbour of a node before it goes deeper, so it finds short paths.</p>';
const TEXTS: Record<number, Pick<BlogRevision, 'title' | 'subTitle' | 'category' | 'description'>> = {
  1: { title: 'BFS notes', subTitle: '', category: 'Other', description: '<p>Breadth-first search looks at the neighbours of a node first.</p>' },
  2: { title: 'Breadth-First Search', subTitle: 'Queues and layers', category: 'CSE', description: FIRST_DRAFT },
  3: { title: 'Breadth-First Search', subTitle: 'Queues and layers', category: 'CSE', description: FIRST_DRAFT + CODE },
  4: { title: 'Breadth-First Search, Level by Level', subTitle: 'Queues and layers', category: 'CSE', description: `${FIRST_DRAFT}${CODE}<p>Each node enters the queue once, so the search takes linear time.</p>` },
  5: { title: 'Breadth-First Search, One Level at a Time', subTitle: 'Queues, layers and shortest paths', category: 'CSE', description: SOURCE_HEAD },
  6: { title: 'Breadth-First Search, One Level at a Time', subTitle: 'Queues, layers and shortest paths', category: 'CSE', description: STORY_POST_SOURCE.replace(/<p>Swap the queue[\s\S]*$/, '') },
  7: { title: 'Breadth-First Search, One Level at a Time', subTitle: 'Queues, layers and shortest paths', category: 'CSE', description: STORY_POST_SOURCE },
  8: {
    title: 'Breadth-First Search, One Level at a Time',
    subTitle: 'Queues, layers and shortest paths',
    category: 'CSE',
    description: `${STORY_POST_SOURCE}<p>Next week: Dijkstra’s algorithm, where a priority queue takes the plain queue’s place.</p>`,
  },
};

const WREN = STORY_OWNER.email;
const OSRIC = STORY_TEAM.editor.email;

/** The History list of STORY_HISTORY_ID, newest first: saves and autosaves, the first from before history (no author). */
export function storyRevisions(): RevisionSummary[] {
  const row = (revision: number, kind: RevisionSummary['kind'], version: number, authorName: string | null, days: number, hours = 0): RevisionSummary => ({
    revision,
    version,
    kind,
    authorName,
    createdAt: storyDate(days, hours),
    sizeBytes: new TextEncoder().encode(TEXTS[revision]!.description).length,
  });
  return [
    row(8, 'autosave', 6, WREN, 0, 2),
    row(7, 'manual', 6, WREN, 0, 3),
    row(6, 'autosave', 5, WREN, 1, 4),
    row(5, 'manual', 5, OSRIC, 3),
    row(4, 'manual', 4, WREN, 9, 6),
    row(3, 'autosave', 3, WREN, 16),
    row(2, 'manual', 2, WREN, 16, 2),
    row(1, 'manual', 1, null, 40),
  ];
}

/** One revision with its text, as `GET …/revisions/:revision` answers it. */
function storyRevision(revision: number): BlogRevision | undefined {
  const summary = storyRevisions().find((row) => row.revision === revision);
  return summary && { ...summary, ...TEXTS[revision]! };
}

/** The History page's API: the post, its revisions, each revision's text and restoring one (as revision 9). */
export function storyHistoryApi({ source = storyPostSource(), revisions = storyRevisions() }: { source?: BlogSource; revisions?: RevisionSummary[] } = {}): Handlers {
  const path = (template: string) => withParam(template, 'id', source._id);
  const numberOf = (request: RecordedRequest) => Number(request.path.split('/revisions/')[1]?.split('/')[0]);
  return {
    source: [answer(path(API_PATHS.adminBlog), { success: true, blog: source })],
    revisions: [answer(path(API_PATHS.adminBlogRevisions), { success: true, revisions, total: revisions.length, totalCapped: false, nextCursor: null })],
    revision: [
      answerWith(path(API_PATHS.adminBlogRevision), (request) => {
        const revision = storyRevision(numberOf(request));
        return revision ? { body: { success: true, revision } } : { status: 404, body: { success: false, message: REVISION_MESSAGES.notFound } };
      }),
    ],
    restore: [
      answerWith(
        path(API_PATHS.adminBlogRevisionRestore),
        (request) => {
          const saved = Math.max(...revisions.map((row) => row.revision)) + 1;
          return { body: { success: true, message: restoredMessage(numberOf(request), saved), blog: { ...source, version: source.version + 1 }, revision: saved } };
        },
        { method: 'post' },
      ),
    ],
  };
}
