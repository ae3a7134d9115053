/**
 * The shell's first script (docs/decisions/0069): `installCapture` of
 * shell/src/features/remote-loader/first-paint-capture.ts, built on its own as a classic script
 * and named in the head of index.html without `async` or `defer`, so it runs before the body is
 * parsed, hence before the first paint. A file on the site's origin, as the CSP allows (no inline
 * script), named by its content, so browsers cache it for good (cache-policy.ts).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

const ENTRY_ID = 'virtual:studyhub-first-paint-capture';
const CAPTURE_MODULE = 'src/features/remote-loader/first-paint-capture.ts';

async function buildCapture(root: string): Promise<string> {
  const entry: Plugin = {
    name: 'studyhub:first-paint-capture-entry',
    resolveId: (source) => (source === ENTRY_ID ? `\0${ENTRY_ID}` : null),
    load: (id) => (id === `\0${ENTRY_ID}` ? `import { installCapture } from ${JSON.stringify(path.join(root, CAPTURE_MODULE))};\ninstallCapture();\n` : null),
  };
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [entry],
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      modulePreload: false,
      rolldownOptions: { input: ENTRY_ID, output: { format: 'iife' } },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunk = [output].flat()[0]?.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('first-paint capture: the build wrote no script');
  return chunk.code;
}

export function firstPaintCapture(): Plugin {
  let root = '';
  return {
    name: 'studyhub:first-paint-capture',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') return;
      const source = await buildCapture(root);
      const fileName = `assets/first-paint-capture-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      // After the stylesheet: both are fetched at once, and the page cannot paint before its CSS anyway.
      page.source = page.source.replace('</head>', `  <script src="/${fileName}"></script>\n  </head>`);
    },
  };
}
