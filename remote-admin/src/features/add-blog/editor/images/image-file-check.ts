import { type ImageFormat, LIMITS } from '@studyhub/shared-api';
import { imageTooLargeMessage, wrongImageTypeMessage } from '@studyhub/shared-api/admin';

// The server judges an upload by its bytes (415 otherwise); the editor reads the same few bytes
// first, so a wrong file is refused at once, named, without sending 5 MB to hear it.

const SIGNATURES: readonly { format: ImageFormat; matches: (head: Uint8Array) => boolean }[] = [
  { format: 'jpeg', matches: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
  { format: 'png', matches: (head) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => head[index] === byte) },
  { format: 'gif', matches: (head) => ascii(head, 0, 4) === 'GIF8' },
  { format: 'webp', matches: (head) => ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP' },
];

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The accepted format the file's first bytes announce, if any. */
export async function sniffImageFormat(file: Blob): Promise<ImageFormat | undefined> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return SIGNATURES.find(({ matches }) => matches(head))?.format;
}

/** Why `file` cannot be uploaded, naming it and the limit; undefined when it may be. */
export async function imageFileRefusal(file: File): Promise<string | undefined> {
  if (file.size > LIMITS.imageBytes) return imageTooLargeMessage(file.name);
  if (!(await sniffImageFormat(file))) return wrongImageTypeMessage(file.name);
  return undefined;
}
