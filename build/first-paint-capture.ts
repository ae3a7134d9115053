/**
 * The shell's first script (docs/decisions/0069): `installCapture` of
 * shell/src/features/remote-loader/first-paint-capture.ts, built on its own as a classic script
 * and written into the head of index.html, so it runs before the body is parsed, hence before the
 * first paint. Inline: as a file it was one more request before the paint (Lighthouse's mobile FCP
 * 0.76 → 0.96–1.07 s). The static host allows it by its hash (security-headers.ts).
 */
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

export function firstPaintCaptureScript(): Plugin {
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
      const source = (await buildCapture(root)).trim();
      if (/<\/script|<!--/i.test(source)) throw new Error('first-paint capture: the script would end its element early');
      // First in the head: not behind the stylesheet, which an inline script would wait for.
      const [charset] = /<meta charset="[^"]*"\s*\/?>/i.exec(page.source) ?? [];
      if (!charset) throw new Error('first-paint capture: no <meta charset> in index.html');
      page.source = page.source.replace(charset, `${charset}\n    <script data-first-paint-capture>${source}</script>`);
    },
  };
}
