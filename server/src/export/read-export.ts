import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Compile } from 'typebox/compile';
import { readArchive } from '../archive/archive.ts';
import { describeSchemaProblems } from '../http/validation-message.ts';
import { checkImage } from './media-files.ts';
import { EXPORT_KIND, type ExportedMedia, ExportedSite, ExportError, SITE_FILE } from './site-format.ts';

const siteCheck = Compile(ExportedSite);

/**
 * Unpacks an export into the empty directory `dir` and checks everything an import relies on
 * before it writes anything: the archive whole (src/archive/archive.ts), site.json of the
 * documented shape, its references consistent, every image it names present and an image.
 * site.json is parsed whole (text only; images are read one at a time).
 */
export async function readExport(file: string, dir: string): Promise<ExportedSite> {
  await readArchive(file, dir, EXPORT_KIND);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path.join(dir, SITE_FILE), 'utf8'));
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'it is missing' : 'it is not JSON';
    throw new ExportError(`${path.basename(file)} holds no readable ${SITE_FILE} (${why}).`);
  }
  if (!siteCheck.Check(parsed)) throw new ExportError(`${SITE_FILE} is not a valid export: ${describeSchemaProblems(siteCheck.Errors(parsed), SITE_FILE)}.`);
  checkReferences(parsed);
  await checkMedia(parsed, dir);
  return parsed;
}

function unique(kind: string, values: Iterable<string>): void {
  const seen = new Set<string>();
  for (const value of values) {
    const key = value.toLowerCase();
    if (seen.has(key)) throw new ExportError(`${SITE_FILE} names the ${kind} ${value} twice.`);
    seen.add(key);
  }
}

function checkReferences(site: ExportedSite): void {
  unique('author', site.authors.map((author) => author.id));
  unique('author e-mail', site.authors.map((author) => author.email));
  unique('post', site.posts.map((post) => post.id));
  unique('comment', site.posts.flatMap((post) => post.comments.map((comment) => comment.id)));
  const authors = new Set(site.authors.map((author) => author.id.toLowerCase()));
  for (const post of site.posts) {
    if (post.authorId && !authors.has(post.authorId.toLowerCase())) throw new ExportError(`Post ${post.id} names the author ${post.authorId}, who is not among the authors.`);
  }
}

/** Each image of the export once: a cover, or an image a body shows. */
export function* mediaOf(site: ExportedSite): Generator<ExportedMedia> {
  const seen = new Set<string>();
  for (const post of site.posts) {
    for (const item of ['media' in post.cover ? [post.cover.media] : [], post.bodyMedia].flat()) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      yield item;
    }
  }
}

async function checkMedia(site: ExportedSite, dir: string): Promise<void> {
  for (const item of mediaOf(site)) {
    for (const name of [item.file, ...item.widths.map((variant) => variant.file)]) {
      const where = path.join(dir, name);
      const info = await stat(where).catch(() => undefined);
      if (!info?.isFile()) throw new ExportError(`${SITE_FILE} names ${name}, which the archive does not hold.`);
      await checkImage(await readFile(where), item.mime, name);
    }
  }
}
