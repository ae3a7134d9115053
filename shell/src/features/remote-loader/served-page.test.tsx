import { makeStore, studyHubApi, type Blog } from '@studyhub/shared-api';
import { render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@studyhub/shared-testing';
import { installCapture } from './first-paint-capture.ts';
import { hasServedPageAt, keepServedPage, ServedPage, storeServedData, useServedPageForgottenElsewhere } from './served-page.tsx';

// What the shell's host writes in <main> for a remote's page (server/src/static-host/page-heads/index-template.ts).
const PAGE = '<div class="page"><h1>Handwritten Notes</h1><a href="/notes/cse220">Data &amp; Structures</a></div>';
// Its `inert` is lifted by the page's first script (first-paint-capture.ts) before anything can be pressed.
const HOST_WRITES = `<div data-first-paint="" style="display:contents">${PAGE}</div>`;

describe('the page the host served', () => {
  // The page's first script: it knows what had focus.
  let capture: ReturnType<typeof installCapture>;
  beforeAll(() => void (capture = installCapture()));
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });
  const serve = (path: string, main: string) => {
    window.history.replaceState(null, '', path);
    document.body.innerHTML = `<div id="root"><main id="main">${main}</main></div>`;
    keepServedPage();
  };

  it('is kept for the path the document was served for, and only that path', () => {
    serve('/notes', HOST_WRITES);
    expect(hasServedPageAt('/notes')).toBe(true);
    expect(hasServedPageAt('/questions')).toBe(false);
  });

  it('is none when <main> holds the loading state', () => {
    serve('/blog/1', '<div>Loading Resource…</div>');
    expect(hasServedPageAt('/blog/1')).toBe(false);
  });

  it('is shown by React as the very nodes the host wrote, in the same element, so what was typed and focus stay', () => {
    serve('/notes', HOST_WRITES.replace('</a>', '</a><input aria-label="Search">'));
    const served = document.querySelector('#main > [data-first-paint]')!;
    const [link, field] = [served.querySelector('a')!, served.querySelector('input')!];
    field.value = 'CSE2';
    field.focus();
    // React replaces the root's children: focus is lost with them.
    document.getElementById('root')!.replaceChildren();
    const shapeOf = (element: Element) => [element.tagName, element.getAttributeNames().sort(), (element as HTMLElement).style.cssText];
    const rendered = render(<ServedPage />).container.firstElementChild!;
    expect(shapeOf(rendered)).toEqual(shapeOf(served));
    expect(rendered.querySelector('a')).toBe(link);
    expect(rendered.querySelector('input')).toBe(field);
    expect(field.value).toBe('CSE2');
    expect(document.activeElement).toBe(field);
  });

  it('is forgotten, with what was pressed on it, once the app shows another path', () => {
    serve('/notes', HOST_WRITES);
    capture.presses.push({ target: document.querySelector('#main a')!, event: 'click', init: {} });
    function Probe() {
      useServedPageForgottenElsewhere();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/notes']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(hasServedPageAt('/notes')).toBe(true);
    expect(capture.presses).toHaveLength(1);
    render(
      <MemoryRouter initialEntries={['/lab']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(hasServedPageAt('/notes')).toBe(false);
    expect(capture.presses).toEqual([]);
  });

  it('stays inert where no script lifted the host’s inert: no form of it submits natively', () => {
    serve('/notes', HOST_WRITES.replace('data-first-paint=""', 'data-first-paint="" inert=""'));
    document.getElementById('root')!.replaceChildren();
    expect(render(<ServedPage />).container.firstElementChild!.hasAttribute('inert')).toBe(true);
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
