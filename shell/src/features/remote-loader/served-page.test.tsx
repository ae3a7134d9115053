import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepServedPage, ServedPage, servedPageAt } from './served-page.tsx';

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
