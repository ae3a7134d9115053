import { Link, Route, Routes } from '@studyhub/shared-api';
import { SITE_DESCRIPTION, STATIC_PAGES } from '@studyhub/shared-api/catalog';
import { MemoryRouter } from '@studyhub/shared-testing';
import { usePageHead } from '@studyhub/shared-ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { NotFound } from '../features/not-found/NotFound.tsx';
import { RemotePage } from '../features/remote-loader/RemotePage.tsx';
import type { RemoteRoute } from '../common/remotes/remote-route.ts';

function CoursePage() {
  return <Link to="/notes/cse221">Next course</Link>;
}
function NamedPage() {
  usePageHead({ title: 'A blog of its own', description: 'Its own description' });
  return <Link to="/nope">Elsewhere</Link>;
}
function PlainPage() {
  return <p>Notes list</p>;
}
const PAGES: Record<string, () => React.JSX.Element> = { CourseDetail: CoursePage, BlogDetail: NamedPage, Notes: PlainPage };
vi.mock('../common/remotes/remote-modules.ts', () => ({
  importRemoteModule: (_remote: string, module: string) => Promise.resolve({ default: PAGES[module] }),
}));

const COURSE: RemoteRoute = { path: '/notes/:id', remote: 'remote_resources', module: 'CourseDetail', section: 'Course' };
const BLOG: RemoteRoute = { path: '/blog/:id', remote: 'remote_public', module: 'BlogDetail', section: 'Resource' };
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {[COURSE, BLOG].map((route) => (
          <Route key={route.path} path={route.path} element={<RemotePage key={route.path} route={route} />} />
        ))}
        <Route path="/notes" element={<RemotePage route={{ ...COURSE, path: '/notes', module: 'Notes', section: 'Handwritten Notes' }} />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  document.head.replaceChildren();
});

it('gives a page that does not name itself its route’s section, and follows client-side navigation within a route', async () => {
  renderAt('/notes/cse220');
  await screen.findByRole('link', { name: 'Next course' });
  expect([document.title, description(), canonical()]).toEqual(['Course · StudyHub', SITE_DESCRIPTION, '/notes/cse220']);

  await userEvent.click(screen.getByRole('link', { name: 'Next course' }));
  expect([document.title, canonical()]).toEqual(['Course · StudyHub', '/notes/cse221']);
});

it('lets a page that names itself win, then the not-found page replace it', async () => {
  renderAt('/blog/1');
  await screen.findByRole('link', { name: 'Elsewhere' });
  expect([document.title, description()]).toEqual(['A blog of its own · StudyHub', 'Its own description']);

  await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
  expect(document.title).toBe('Page not found · StudyHub');
  expect(description()).toBe('There is no page at this address.');
  expect(document.head.querySelectorAll('meta[name="description"], link[rel="canonical"]')).toHaveLength(2);
});

it('uses the catalog title and description for a fixed page', async () => {
  renderAt('/notes');
  await screen.findByText('Notes list');
  expect([document.title, description(), canonical()]).toEqual(['Handwritten Notes · StudyHub', STATIC_PAGES['/notes']?.description, '/notes']);
});
