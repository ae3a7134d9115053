import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@studyhub/shared-testing';
import { staticPageHead } from '@studyhub/shared-api/catalog';
import CourseDetail from './CourseDetail.tsx';

// The page waits for the drive links (it suspends), as inside the shell.
const renderCourse = (route: string) =>
  act(async () =>
    renderPage(
      <Suspense>
        <CourseDetail />
      </Suspense>,
      { path: '/notes/:id', route },
    ),
  );

describe('CourseDetail', () => {
  beforeAll(() => {
    vi.stubGlobal('fetch', async () => Response.json({ default: 'https://drive.example/all', courses: { cse220: 'https://drive.example/cse220' } }));
    return () => vi.unstubAllGlobals();
  });

  it('shows the course, its badges and one row per file with a drive link, the deploy’s folder from the first render', async () => {
    await renderCourse('/notes/cse220');
    expect(screen.getByRole('heading', { level: 1, name: 'CSE220: Data Structures' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Notes/ })).toHaveAttribute('href', '/notes');
    expect(screen.getByText('Hard')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Type', 'Size', 'Date', 'Download']);
    expect(within(table).getAllByRole('row')).toHaveLength(23);
    const download = within(table).getAllByRole('link')[0]!;
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    expect(download).toHaveAttribute('href', 'https://drive.example/cse220');
  });

  it('names the page after the course, with the description the static host serves for it', async () => {
    await renderCourse('/notes/cse220');
    expect(document.title).toBe('CSE220: Data Structures · StudyHub');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', staticPageHead('/notes/cse220')?.description);
  });

  it('shows a spinner, then Course Not Found after 0.5 s for an unknown id', async () => {
    await renderCourse('/notes/nope');
    expect(screen.getByRole('status')).toHaveTextContent('Loading course');
    expect(screen.queryByText('Course Not Found')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Course Not Found' }, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByText("The course you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Notes' })).toHaveAttribute('href', '/notes');
  });
});
