import Type, { type Static } from 'typebox';
import { BlogVersion, Id } from './entities.ts';
import { Envelope } from './envelopes.ts';
import { LIMITS } from './limits.ts';
import { BlogCategorySchema, NO_NUL_PATTERN } from './requests.ts';

// Autosave's bodies and answers (docs/decisions/0076). A draft is work in progress: its texts may be
// empty (a save still requires them), but they have a save's limits, and its body is checked and
// sanitised as a save's is.
const closed = { additionalProperties: false } as const;
const draftText = (maxLength: number) => Type.String({ maxLength, pattern: NO_NUL_PATTERN });
const savedAt = Type.String({ format: 'date-time', description: 'When the server stored it' });

const draftFields = {
  title: draftText(LIMITS.blogTitle),
  subTitle: draftText(LIMITS.blogSubTitle),
  description: draftText(LIMITS.blogDescription),
  category: BlogCategorySchema,
};

/** `PUT /api/admin/drafts/new`: the Add Blog form as typed, without its cover (a file is not autosaved). */
export const NewPostDraftInput = Type.Object({ ...draftFields, isPublished: Type.Boolean() }, closed);
export type NewPostDraftInput = Static<typeof NewPostDraftInput>;

/** `PUT /api/admin/blogs/:id/autosave`: the edit form's texts and the version the editor is based on. */
export const PostAutosaveInput = Type.Object({ ...draftFields, baseVersion: BlogVersion }, closed);
export type PostAutosaveInput = Static<typeof PostAutosaveInput>;

/** A stored draft as the form restores it (its body's images of this API absolute). */
export const NewPostDraft = Type.Object({
  title: Type.String(),
  subTitle: Type.String(),
  description: Type.String(),
  category: Type.String(),
  isPublished: Type.Boolean(),
  savedAt,
});
export type NewPostDraft = Static<typeof NewPostDraft>;

/** An autosave of an edit: its revision, and the post's version it was typed over. */
export const PostAutosave = Type.Object({
  revision: Type.Integer({ minimum: 1 }),
  version: BlogVersion,
  title: Type.String(),
  subTitle: Type.String(),
  description: Type.String({ description: "The body's sanitised source, this API's images absolute" }),
  category: Type.String(),
  savedAt,
});
export type PostAutosave = Static<typeof PostAutosave>;

/** `accountId` keys the browser's own copy, so two admins of one browser never get each other's text. */
export const NewPostDraftResponse = Envelope({ draft: Type.Union([NewPostDraft, Type.Null()]), accountId: Id });
export type NewPostDraftResponse = Static<typeof NewPostDraftResponse>;

export const PostAutosaveResponse = Envelope({ autosave: Type.Union([PostAutosave, Type.Null()]), accountId: Id });
export type PostAutosaveResponse = Static<typeof PostAutosaveResponse>;

/** Any autosave stored. */
export const AutosavedResponse = Envelope({ savedAt });
export type AutosavedResponse = Static<typeof AutosavedResponse>;
