import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@studyhub/shared-testing';
import { FALLBACK_DRIVE_LINKS } from '../../common/drive-links.ts';
import Questions from './Questions.tsx';

const QUIZ_FOLDER = 'https://drive.example/quiz-papers';
const DEFAULT_FOLDER = 'https://drive.example/all';

// The page waits for the drive links (it suspends), as inside the shell.
const renderQuestions = () =>
  act(async () =>
    renderPage(
      <Suspense>
        <Questions />
      </Suspense>,
    ),
  );

describe('Questions', () => {
  beforeAll(() => {
    vi.stubGlobal('fetch', async () => Response.json({ default: DEFAULT_FOLDER, questions: { quiz: QUIZ_FOLDER } }));
    return () => vi.unstubAllGlobals();
  });

  it('shows four category cards that open their drive folder in a new tab', async () => {
    await renderQuestions();
    expect(screen.getByRole('heading', { level: 1, name: 'Previous Year Questions' })).toBeInTheDocument();
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('target') === '_blank');
    expect(links).toHaveLength(4);
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    for (const text of ['35 sets', '48 sets', '42 sets', '23 sets', 'Quiz Papers', 'Mid Term Papers', 'Final Exam Papers', 'Other Question Sets', 'Varied']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  // A card pressed before the app took over is followed as soon as the page renders (docs/decisions/0069).
  it('renders its cards only once it knows the deploy’s folders, never with the placeholder', async () => {
    const shown = new Set<string | null>();
    const record = (records: MutationRecord[]) => {
      for (const { type, target, addedNodes, oldValue } of records) {
        if (type === 'attributes') shown.add(oldValue);
        for (const node of addedNodes) if (node instanceof Element) node.querySelectorAll('a[href]').forEach((link) => shown.add(link.getAttribute('href')));
        if (target instanceof HTMLAnchorElement) shown.add(target.getAttribute('href'));
      }
    };
    const observer = new MutationObserver(record);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['href'], attributeOldValue: true });
    await renderQuestions();
    record(observer.takeRecords());
    observer.disconnect();
    expect(shown).toContain(QUIZ_FOLDER);
    expect(shown).not.toContain(FALLBACK_DRIVE_LINKS.default);
    expect(screen.getByRole('link', { name: /Quiz Papers/ })).toHaveAttribute('href', QUIZ_FOLDER);
  });
});
