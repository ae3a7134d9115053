import Type from 'typebox';

/** A post's place in review (issue 36): its own file, as entities and the review schemas both read it. */
export const ReviewStateSchema = Type.Union([Type.Literal('none'), Type.Literal('submitted'), Type.Literal('returned')], {
  description: "A contributor's draft in review: none, submitted (waiting for an editor) or returned (with the editor's note)",
});
