// Each route's first paint in the root element, as the shell's build renders it (docs/decisions/0053).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexTemplate } from '../../src/static-host/page-heads/index-template.ts';
import { crawl, INDEX_HTML, miniatureShellBuild, startShellHost } from '../helpers/page-host.ts';
import { removeDir } from '../helpers/test-app.ts';

const PAGES = {
  '/': '<nav>home</nav><main>Loading Home…</main>',
  '/notes': '<nav><a aria-current="page">Notes</a></nav><main>Loading Notes…</main>',
  '/notes/:id': '<nav><a aria-current="page">Notes</a></nav><main>Loading a course…</main>',
  '*': '<nav>nav</nav><main><h1>Page not found</h1></main>',
};
const built = INDEX_HTML.replace('<div id="root"></div>', `<div id="root">${PAGES['/']}</div>`);

describe('indexTemplate with a first paint', () => {
  it('puts the frame of the given key where the build put the home frame', () => {
    const html = indexTemplate(built, PAGES).render('<title>Notes</title>', '/notes');
    expect(html).toContain(`<div id="root">${PAGES['/notes']}</div>`);
    expect(html).not.toContain('Loading Home');
    expect(html.indexOf('<title>Notes</title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('gives an unknown key the not-found frame', () => {
    expect(indexTemplate(built, PAGES).render('', '/lab')).toContain(`<div id="root">${PAGES['*']}</div>`);
  });

  it('serves a build whose index.html does not hold the file’s home frame as it is', () => {
    expect(indexTemplate(INDEX_HTML, PAGES).render('', '/notes')).toContain('<div id="root"></div>');
    expect(indexTemplate(built).render('', '/notes')).toContain(`<div id="root">${PAGES['/']}</div>`);
  });
});

describe('the shell host with a first-paint file', () => {
  let root: string;
  let shell: Awaited<ReturnType<typeof startShellHost>>;
  beforeAll(async () => {
    root = await miniatureShellBuild();
    await writeFile(path.join(root, 'index.html'), built);
    await writeFile(path.join(root, 'first-paint.json'), JSON.stringify({ pages: PAGES }));
    shell = await startShellHost(root);
  });
  afterAll(async () => {
    await shell.host.close();
    await removeDir(root);
  });

  it.each([
    ['/', '/', 200],
    ['/notes', '/notes', 200],
    ['/notes/', '/notes', 200],
    // An unknown course is a 404 to crawlers, but the app renders the course page, which says so.
    ['/notes/no-such-course', '/notes/:id', 404],
    ['/no/such/page', '*', 404],
  ] as const)('%s gets the %s frame and its status', async (pathname, key, status) => {
    const page = await crawl(`${shell.url}${pathname}`);
    expect(page.status).toBe(status);
    expect(page.document.getElementById('root')?.innerHTML).toBe(PAGES[key]);
    expect(page.document.querySelectorAll('#root')).toHaveLength(1);
  });
});
