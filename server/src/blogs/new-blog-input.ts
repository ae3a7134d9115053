import { NewBlog } from '@studyhub/shared-api/contract';
import { Compile } from 'typebox/compile';
import type { TLocalizedValidationError } from 'typebox/error';
import { HttpError } from '../http/http-error.ts';

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
  if (!validator.Check(candidate)) throw new HttpError(400, describe(validator.Errors(candidate)));
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

/** "title is required", "category must be one of CSE, COD, Elective, Other", "Unknown field: x". */
function describe(errors: readonly TLocalizedValidationError[]): string {
  const unknown = errors.find((error) => error.keyword === 'additionalProperties');
  if (unknown) return `Unknown field: ${unknown.params.additionalProperties.join(', ')}`;
  const [first] = errors;
  if (!first) return 'The blog is invalid';
  const field = first.instancePath.split('/').filter(Boolean).join('.');
  switch (first.keyword) {
    case 'required':
      return `${first.params.requiredProperties[0]} is required`;
    case 'minLength':
      return first.params.limit <= 1 ? `${field} is required` : `${field} must have at least ${first.params.limit} characters`;
    case 'maxLength':
      return `${field} must be at most ${first.params.limit} characters`;
    case 'const':
    case 'anyOf': {
      // A union of literals reports one `const` error per allowed value, then the `anyOf`.
      const allowed = errors.flatMap((error) =>
        error.keyword === 'const' && error.instancePath === first.instancePath ? [String(error.params.allowedValue)] : [],
      );
      return `${field} must be one of ${allowed.join(', ')}`;
    }
    case 'type':
      return field ? `${field} must be a ${String(first.params.type)}` : 'The blog field must be a JSON object';
    default:
      return `${field || 'blog'} ${first.message}`;
  }
}
