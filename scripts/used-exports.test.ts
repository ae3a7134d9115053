import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { usedExports } from './used-exports.mjs';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function sources(files: Record<string, string>): string[] {
  root = mkdtempSync(path.join(tmpdir(), 'used-exports-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return [root];
}

it('is the sorted union of the named value imports and re-exports, across files and lines', () => {
  const roots = sources({
    'a/Page.tsx': "import { Link, useParams as params } from 'router';\nimport type { To } from 'router';",
    'b/nav.ts': "import {\n  NavLink,\n  type Location,\n  Link,\n} from 'router';\nexport { Outlet } from 'router';",
    'b/other.ts': "import { Link } from 'router-extra';",
  });
  expect(usedExports('router', roots)).toEqual(['Link', 'NavLink', 'Outlet', 'useParams']);
});

it('leaves tests, stories and test helpers out: they are not in the build', () => {
  const roots = sources({
    'Page.tsx': "import { Link } from 'router';",
    'Page.test.tsx': "import { MemoryRouter } from 'router';",
    'Page.stories.tsx': "import { MemoryRouter } from 'router';",
    'testing/render.tsx': "import { MemoryRouter } from 'router';",
  });
  expect(usedExports('router', roots)).toEqual(['Link']);
});

it('gives up when any file takes the whole module, since then nothing may be left out', () => {
  expect(usedExports('lib', sources({ 'a.ts': "import { x } from 'lib';", 'b.ts': "import * as lib from 'lib';" }))).toBeUndefined();
  rmSync(root, { recursive: true });
  expect(usedExports('lib', sources({ 'a.ts': "import lib from 'lib';" }))).toBeUndefined();
  rmSync(root, { recursive: true });
  expect(usedExports('lib', sources({ 'a.ts': "import 'lib';" }))).toBeUndefined();
});

it('reads double-quoted imports and .js, .jsx and .mjs files as well as .ts and .tsx', () => {
  const roots = sources({
    'a.ts': 'import { Link } from "router";',
    'b.js': "import { NavLink } from 'router';",
    'c.jsx': 'export { Outlet } from "router";',
    'd.mjs': "import { useParams } from 'router';",
    'types.d.ts': "import { NotInTheBuild } from 'router';",
  });
  expect(usedExports('router', roots)).toEqual(['Link', 'NavLink', 'Outlet', 'useParams']);
});

it('gives up on a dynamic import() or an export *, in any quotes: the whole module is handed over', () => {
  for (const text of ["const router = await import('router');", 'void import("router").then(() => undefined);', "export * from 'router';"]) {
    expect(usedExports('router', sources({ 'a.ts': "import { Link } from 'router';", 'lazy.tsx': text })), text).toBeUndefined();
    rmSync(root, { recursive: true });
  }
  expect(usedExports('router', sources({ 'a.jsx': "const lazy = () => import('router');" }))).toBeUndefined();
});

it('is not fooled by comments, strings or other packages whose names start the same', () => {
  const roots = sources({
    'a.ts': "// import * as router from 'router';\nconst text = \"import 'router'\";\nimport { Link } from 'router';\nimport all from 'router-extra';",
  });
  expect(usedExports('router', roots)).toEqual(['Link']);
});

it('finds what the real apps import from the router, and nothing only tests use', () => {
  const exports = usedExports('react-router-dom');
  expect(exports).toEqual(expect.arrayContaining(['Link', 'NavLink', 'Routes', 'Route', 'useParams', 'useNavigate', 'BrowserRouter']));
  expect(exports).not.toContain('MemoryRouter');
});
