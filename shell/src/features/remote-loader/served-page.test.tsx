import { makeStore, studyHubApi, type Blog } from '@studyhub/shared-api';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepServedPage, ServedPage, servedPageAt, storeServedData } from './served-page.tsx';

// What the shell's host writes in <main> for a remote's page (server/src/static-host/page-heads/index-template.ts).
const PAGE = '<div class="page"><h1>Handwritten Notes</h1><a href="/notes/cse220">Data &amp; Structures</a></div>';
const HOST_WRITES = `<div data-first-paint="" inert="" style="display:contents">${PAGE}</div>`;

describe('the page the host served', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('is kept for the path the document was served for, and only that path', () => {
    window.history.replaceState(null, '', '/notes');
    document.body.innerHTML = `<div id="root"><main id="main">${HOST_WRITES}</main></div>`;
    keepServedPage();
    expect(servedPageAt('/notes')).toBe(PAGE);
    expect(servedPageAt('/questions')).toBeUndefined();
  });

  it('is none when <main> holds the loading state', () => {
    window.history.replaceState(null, '', '/blog/1');
    document.body.innerHTML = '<div id="root"><main id="main"><div>Loading Resource…</div></main></div>';
    keepServedPage();
    expect(servedPageAt('/blog/1')).toBeUndefined();
  });

  it('renders as the very element the host wrote, so React takes it over without a change', () => {
    const parsed = document.createElement('div');
    parsed.innerHTML = HOST_WRITES;
    const shapeOf = (element: HTMLElement) => [element.tagName, element.getAttributeNames().sort(), element.getAttribute('data-first-paint'), element.getAttribute('inert'), element.style.cssText, element.innerHTML];
    const rendered = render(<ServedPage html={PAGE} />).container.firstElementChild as HTMLElement;
    expect(shapeOf(rendered)).toEqual(shapeOf(parsed.firstElementChild as HTMLElement));
    expect(rendered.innerHTML).toBe(PAGE);
  });
});

describe('the blog the host served the page with', () => {
  const BLOG: Blog = { _id: 'b1', title: 'Heaps', category: 'CSE', image: '', createdAt: '2026-01-01T00:00:00.000Z', isPublished: true, description: '<p>x</p>' };
  const served = (script: string) => {
    window.history.replaceState(null, '', '/blog/b1');
    document.head.innerHTML = script;
    document.body.innerHTML = `<div id="root"><main id="main">${HOST_WRITES}</main></div>`;
    keepServedPage();
    const store = makeStore({ apiBaseUrl: 'http://api.test' });
    storeServedData(store);
    return store;
  };
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it("is the answer to the store's getBlog query, so the page asks the API nothing", async () => {
    const store = served(`<script type="application/json" data-first-paint-data="">${JSON.stringify({ blog: BLOG })}</script>`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(studyHubApi.endpoints.getBlog.select('b1')(store.getState())).toMatchObject({ status: 'fulfilled', data: BLOG });
  });

  it('is nothing when the page came without one, or with one that is not JSON', async () => {
    for (const script of ['', '<script type="application/json" data-first-paint-data="">{"blog":</script>']) {
      const store = served(script);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(studyHubApi.endpoints.getBlog.select('b1')(store.getState()).status).toBe('uninitialized');
    }
  });
});
