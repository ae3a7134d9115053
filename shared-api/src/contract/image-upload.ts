import { LIMITS } from './limits.ts';

// What an image put into a post's body may be, and how a refusal is worded: the editor refuses
// before uploading and the server after sniffing, in the same words, naming the file.

/** Formats accepted as uploads, by the names sharp and the editor's sniffing give them. */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The upload limit in whole megabytes, as the messages say it. */
export const IMAGE_MEGABYTES = LIMITS.imageBytes / (1024 * 1024);

const MAX_NAME_LENGTH = 80;
// eslint-disable-next-line no-control-regex -- a file name's control characters are dropped on purpose
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * A file name fit to show in a message: control characters dropped, shortened, "The image" when
 * nothing is left. It is text, never markup: whoever shows it must escape it as any text.
 */
export function displayFileName(name: string | undefined): string {
  const clean = (name ?? '').replace(CONTROL_CHARACTERS, '').trim();
  if (!clean) return 'The image';
  return clean.length > MAX_NAME_LENGTH ? `${clean.slice(0, MAX_NAME_LENGTH - 1)}…` : clean;
}

export function wrongImageTypeMessage(fileName: string | undefined): string {
  return `${displayFileName(fileName)} is not a JPEG, PNG, WebP or GIF image`;
}

export function imageTooLargeMessage(fileName: string | undefined): string {
  return `${displayFileName(fileName)} is larger than ${IMAGE_MEGABYTES} MB`;
}

