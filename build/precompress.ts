/**
 * Brotli (quality 11) and gzip (level 9) copies of each script, stylesheet and SVG, written beside it
 * at build time (docs/decisions/0058): the static host and nginx send them as they are, instead of
 * compressing every response again at a lower quality. Used by build/app-config.ts and the
 * single-bundle build, so the benchmark compares like with like.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Smaller files are not worth a compressed copy (the static host's own threshold). */
export const PRECOMPRESS_MIN_BYTES = 1024;
/**
 * Scripts, stylesheets and SVGs of the bundle: the assets and a remote's remoteEntry.js. Images and
 * fonts are compressed already; a file the build rewrites after this (index.html) is compressed as
 * it is sent. remoteEntry.js keeps its name across builds, and its copies are rewritten with it.
 */
const BUNDLE_TEXT = /^(assets\/.+|remoteEntry)\.(js|css|svg)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function precompressAssets(): Plugin {
  return {
    name: 'studyhub:precompress-assets',
    apply: 'build',
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options, bundle) {
        const dir = options.dir ?? 'dist';
        const files = Object.values(bundle).flatMap((output) => {
          if (!BUNDLE_TEXT.test(output.fileName)) return [];
          const content = Buffer.from(output.type === 'chunk' ? output.code : output.source);
          return content.length >= PRECOMPRESS_MIN_BYTES ? [{ file: path.join(dir, output.fileName), content }] : [];
        });
        await Promise.all(
          files.map(async ({ file, content }) => {
            const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: content.length };
            const [br, gz] = await Promise.all([brotli(content, { params }), gzipAsync(content, { level: 9 })]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
        );
      },
    },
  };
}
