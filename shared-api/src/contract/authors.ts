import Type, { type Static } from 'typebox';
import { BlogAuthor } from './entities.ts';
import { Envelope } from './envelopes.ts';

/** An author page's facts: who, where, and how many published posts. */
export const AuthorProfile = Type.Object({
  ...BlogAuthor.properties,
  posts: Type.Integer({ minimum: 0, description: 'Their published posts' }),
});
export type AuthorProfile = Static<typeof AuthorProfile>;

export const AuthorResponse = Envelope({ author: AuthorProfile });
export type AuthorResponse = Static<typeof AuthorResponse>;

export const AuthorParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 80 }) }, { additionalProperties: false });
export type AuthorParams = Static<typeof AuthorParams>;

/** An author's posts are paged as the home listing's newest-first pages (`limit`, `cursor`), without its filters. */
export const AuthorPostsQuery = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$', description: 'Cards per page' })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
  },
  { additionalProperties: false },
);
export type AuthorPostsQuery = Static<typeof AuthorPostsQuery>;
