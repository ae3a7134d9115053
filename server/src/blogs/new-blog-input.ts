import { BlogUpdate, NewBlog } from '@studyhub/shared-api/contract';
import { Compile } from 'typebox/compile';
import { HttpError } from '../http/http-error.ts';
import { describeSchemaProblems } from '../http/validation-message.ts';
import { hasReadableContent, sanitizeBlogHtml } from '../sanitize/blog-html.ts';
import { refuseDataUrls } from './data-url-check.ts';

// The multipart field `blog` is JSON text, which Fastify's body schema never sees; this checks it
// against the same contract schema and words the first problem for the admin.
const newBlog = Compile(NewBlog);
const blogUpdate = Compile(BlogUpdate);

interface FieldValidator<T> {
  Check(value: unknown): value is T;
  Errors(value: unknown): Parameters<typeof describeSchemaProblems>[0];
}

/**
 * The `blog` field of POST /api/blog/add as a valid `NewBlog`, title and subtitle trimmed; 400
 * naming the field otherwise. `value` is the field's text, or already-parsed JSON when it was
 * sent as application/json.
 */
export const parseNewBlog = (value: unknown): NewBlog => parseBlogField(value, newBlog);

/** The `blog` field of PUT /api/admin/blogs/:id: the same rules, and the version it was opened at. */
export const parseBlogUpdate = (value: unknown): BlogUpdate => parseBlogField(value, blogUpdate);

function parseBlogField<T extends NewBlog>(value: unknown, validator: FieldValidator<T>): T {
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

/**
 * A body as it is stored, on add and on every save alike: refused with a 400 when it holds a
 * data: URL or shows nothing once sanitised; our images at `mediaOrigin` kept as relative paths.
 */
export function storedDescription(description: string, mediaOrigin: string): string {
  refuseDataUrls(description);
  const sanitised = sanitizeBlogHtml(description, { mediaOrigin });
  if (!hasReadableContent(sanitised)) throw new HttpError(400, 'Please add blog content');
  return sanitised;
}
