import { imageTooLargeMessage, LIMITS, wrongImageTypeMessage, displayFileName } from '@studyhub/shared-api/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { type ImageRefusals, MAX_INPUT_PIXELS } from './image-encoding.ts';

/** Limits for @fastify/multipart on POST /api/media/upload, enforced while the body streams in. */
export const BODY_IMAGE_UPLOAD_LIMITS = { fileSize: LIMITS.imageBytes, files: 1, fields: 0, parts: 1 };

const FORM_SHAPE = 'Send multipart/form-data with one file field, image';

export interface BodyImageUpload {
  /** As the browser sent it; only ever shown as text, through displayFileName. */
  fileName: string;
  bytes: Buffer;
}

/** A body image's refusals, naming its file. */
export function bodyImageRefusals(fileName: string): ImageRefusals {
  return {
    wrongType: wrongImageTypeMessage(fileName),
    tooManyPixels: `${displayFileName(fileName)} has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
  };
}

/** Reads the one file `image` of the multipart body; anything else is a 400. */
export async function readBodyImageUpload(request: FastifyRequest): Promise<BodyImageUpload> {
  if (!request.isMultipart()) throw new HttpError(415, FORM_SHAPE);
  let upload: BodyImageUpload | undefined;
  let fileName: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'image') throw new HttpError(400, `Unexpected form field "${displayFileName(part.fieldname)}": ${FORM_SHAPE}`);
      fileName = part.filename;
      upload = { fileName, bytes: await part.toBuffer() };
    }
  } catch (error) {
    throw toUploadError(error, fileName);
  }
  if (!upload?.bytes.length) throw new HttpError(400, `Please choose an image: ${FORM_SHAPE}`);
  return upload;
}

function toUploadError(error: unknown, fileName: string | undefined): unknown {
  if (error instanceof HttpError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, imageTooLargeMessage(fileName));
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new HttpError(400, `Upload one image at a time: ${FORM_SHAPE}`);
  // Busboy's parse errors (bad boundary, truncated body) are the client's, not ours.
  return new HttpError(400, `The upload could not be read: ${FORM_SHAPE}`);
}
