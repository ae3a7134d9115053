import { NewBlog } from '@studyhub/shared-api/contract';
import { Compile } from 'typebox/compile';
import { HttpError } from '../http/http-error.ts';
import { describeSchemaProblems } from '../http/validation-message.ts';

// The multipart field `blog` is JSON text, which Fastify's body schema never sees; this checks it
// against the same contract schema and words the first problem for the admin.
const validator = Compile(NewBlog);

/**
 * The `blog` field as a valid `NewBlog`, title and subtitle trimmed; 400 naming the field
 * otherwise. `value` is the field's text, or already-parsed JSON when it was sent as
 * application/json.
 */
export function parseNewBlog(value: unknown): NewBlog {
  if (value === undefined) throw new HttpError(400, 'The blog field is required');
  const candidate = typeof value === 'string' ? parseJson(value) : value;
  if (!validator.Check(candidate)) throw new HttpError(400, describeSchemaProblems(validator.Errors(candidate), 'blog field'));
  const blog = { ...candidate, title: candidate.title.trim(), subTitle: candidate.subTitle.trim() };
  if (!blog.title) throw new HttpError(400, 'title is required');
  if (!blog.subTitle) throw new HttpError(400, 'subTitle is required');
  return blog;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The blog field must be JSON text');
  }
}
