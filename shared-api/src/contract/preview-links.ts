import Type, { type Static } from 'typebox';
import { Blog } from './entities.ts';
import { Envelope } from './envelopes.ts';
import { NO_NUL_PATTERN } from './requests.ts';
import { LIMITS } from './limits.ts';
import { PREVIEW_LINK_HOURS } from './preview-rules.ts';

// The schemas of draft links and previews (docs/decisions/0078); their rules and words in preview-rules.ts.

const closed = { additionalProperties: false } as const;

export const NewPreviewLink = Type.Object(
  {
    expiresInHours: Type.Optional(
      Type.Integer({ minimum: PREVIEW_LINK_HOURS.min, maximum: PREVIEW_LINK_HOURS.max, description: `Hours until the link dies; ${PREVIEW_LINK_HOURS.default} when omitted` }),
    ),
  },
  closed,
);
export type NewPreviewLink = Static<typeof NewPreviewLink>;

/** A live link as listed: its id is the token's SHA-256 (what is stored), never the token. */
export const PreviewLink = Type.Object({
  id: Type.String({ pattern: '^[0-9a-f]{64}$', description: "The token's SHA-256, hex: names the link, cannot open it" }),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type PreviewLink = Static<typeof PreviewLink>;

/** The link just made, with its token and address: the only answer that ever carries them. */
export const CreatedPreviewLink = Type.Object({
  ...PreviewLink.properties,
  token: Type.String({ description: '256 random bits, base64url; stored only as its SHA-256' }),
  url: Type.String({ description: 'The draft page on the site, /preview/<token>' }),
});
export type CreatedPreviewLink = Static<typeof CreatedPreviewLink>;

export const PreviewLinkParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), linkId: Type.String({ minLength: 1, maxLength: 64 }) }, closed);
export type PreviewLinkParams = Static<typeof PreviewLinkParams>;

// No length rule: a token of any other shape is as wrong as any other wrong token (the same 404).
export const PreviewTokenParams = Type.Object({ token: Type.String() }, closed);
export type PreviewTokenParams = Static<typeof PreviewTokenParams>;

export const CreatedPreviewLinkResponse = Envelope({ link: CreatedPreviewLink });
export type CreatedPreviewLinkResponse = Static<typeof CreatedPreviewLinkResponse>;

export const PreviewLinkListResponse = Envelope({ links: Type.Array(PreviewLink) });
export type PreviewLinkListResponse = Static<typeof PreviewLinkListResponse>;

/** The current draft in the public Blog shape; `preview: true` says it is not what readers get. */
export const DraftPreviewResponse = Envelope({ blog: Blog, preview: Type.Literal(true) });
export type DraftPreviewResponse = Static<typeof DraftPreviewResponse>;

/** The editor's unsaved body, to be rendered exactly as a save would (the admin's Preview). */
export const PreviewRenderRequest = Type.Object(
  { description: Type.String({ minLength: 1, maxLength: LIMITS.blogDescription, pattern: NO_NUL_PATTERN }) },
  closed,
);
export type PreviewRenderRequest = Static<typeof PreviewRenderRequest>;

export const PreviewRenderResponse = Envelope({ html: Type.String({ description: "The reader's HTML of the body" }) });
export type PreviewRenderResponse = Static<typeof PreviewRenderResponse>;
