import { LIMITS } from '@studyhub/shared-api/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { IMAGE_TOO_LARGE } from '../media/cover-upload.ts';

/** Limits for @fastify/multipart on POST /api/blog/add, enforced while the body streams in. */
export const BLOG_UPLOAD_LIMITS = {
  fileSize: LIMITS.imageBytes,
  files: 1,
  fields: 5,
  // Bytes of the JSON text: UTF-8 and JSON escaping can take several bytes per character of HTML.
  fieldSize: LIMITS.blogDescription * 4 + 16 * 1024,
};

/** The two parts of the Add Blog form, not yet validated. */
export interface BlogUpload {
  /** The `blog` field: JSON text, or already parsed when the part said application/json. */
  blog: unknown;
  image: Buffer | undefined;
}

// @fastify/multipart's errors carry terse English texts; these say what to change.
const UPLOAD_ERRORS: Readonly<Record<string, readonly [number, string]>> = {
  FST_REQ_FILE_TOO_LARGE: [413, IMAGE_TOO_LARGE],
  FST_FILES_LIMIT: [400, 'Please upload a single thumbnail image'],
  FST_FIELDS_LIMIT: [400, 'The form has too many fields: send only blog and image'],
  FST_PARTS_LIMIT: [400, 'The form has too many fields: send only blog and image'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'The blog field must be JSON text'],
};

/** Reads the multipart body: field `blog` and file `image`; any other field is refused. */
export async function readBlogUpload(request: FastifyRequest): Promise<BlogUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the blog as multipart/form-data with the fields blog and image');
  const upload: BlogUpload = { blog: undefined, image: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'image') {
        upload.image = await part.toBuffer();
      } else if (part.type === 'field' && part.fieldname === 'blog' && upload.blog === undefined) {
        if (part.valueTruncated) throw new HttpError(400, `The blog is too long: description must be at most ${LIMITS.blogDescription} characters`);
        upload.blog = part.value;
      } else if (part.type === 'field' && part.fieldname === 'image') {
        // A form sent without choosing a file; reported below as a missing thumbnail.
      } else {
        throw new HttpError(400, `Unexpected form field "${part.fieldname}": send only blog and image`);
      }
    }
  } catch (error) {
    throw toUploadError(error);
  }
  return upload;
}

function toUploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const known = UPLOAD_ERRORS[code];
  if (known) return new HttpError(...known);
  // Busboy's parse errors (bad boundary, truncated body) are the client's, not ours.
  return new HttpError(400, 'The upload could not be read: send multipart/form-data with the fields blog and image');
}
