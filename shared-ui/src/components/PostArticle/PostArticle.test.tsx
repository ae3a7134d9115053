import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HERO_SIZES, PostArticle } from './PostArticle.tsx';

const BLOG = {
  title: 'Graphs and Trees',
  subTitle: 'Traversals without tears',
  category: 'CSE',
  image: 'http://api.test/api/media/00000000-0000-4000-8000-000000000001',
  createdAt: '2026-03-05T12:00:00.000Z',
  description: '<h2>Breadth first</h2><p>Visit every <strong>neighbour</strong>.</p>',
};

describe('PostArticle', () => {
  it('shows the header, the cover in every stored width and the rendered body, in one article', () => {
    render(<PostArticle blog={BLOG} />);
    const article = screen.getByRole('article', { name: 'Graphs and Trees' });
    const header = within(article).getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(header).getByText('CSE')).toBeInTheDocument();
    expect(within(header).getByText('Traversals without tears')).toBeInTheDocument();
    expect(within(header).getByText('March 5th 2026')).toHaveAttribute('datetime', BLOG.createdAt);
    const cover = article.querySelector('img')!;
    expect(cover).toHaveAttribute('src', `${BLOG.image}?w=720`);
    expect(cover).toHaveAttribute('sizes', HERO_SIZES);
    expect(cover).toHaveAttribute('alt', '');
    expect(within(article).getByRole('heading', { level: 2, name: 'Breadth first' })).toBeInTheDocument();
  });

  it('puts the notice in the header, the meta after the date and the rest after the body', () => {
    render(
      <PostArticle blog={{ ...BLOG, subTitle: undefined }} notice={<p>Not published</p>} meta={<span> · 3 comments</span>}>
        <p>After the body</p>
      </PostArticle>,
    );
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(header).getByText('Not published')).toBeInTheDocument();
    expect(within(header).getByText('March 5th 2026').parentElement).toHaveTextContent('March 5th 2026 · 3 comments');
    expect(screen.queryByText('Traversals without tears')).toBeNull();
    const body = screen.getByText('neighbour').closest('div')!;
    expect(body.compareDocumentPosition(screen.getByText('After the body')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names the author before the date, linked by the app when it gives a link, as text otherwise, and not at all without one', () => {
    const author = { name: 'Ada Lovelace', slug: 'ada-lovelace' };
    const { unmount } = render(<PostArticle blog={{ ...BLOG, author }} authorLink={(who) => <a href={`/authors/${who.slug}`}>{who.name}</a>} />);
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/authors/ada-lovelace');
    expect(screen.getByText(/^By/)).toHaveTextContent('By Ada Lovelace');
    // A line of its own: the meta line's later additions (the comment count) cannot wrap it and move the page.
    expect(screen.getByText(/^By/).tagName).toBe('P');
    expect(screen.getByText('March 5th 2026').parentElement).not.toHaveTextContent('Ada Lovelace');
    unmount();
    const { unmount: again } = render(<PostArticle blog={{ ...BLOG, author }} />);
    expect(screen.getByText('By Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    again();
    render(<PostArticle blog={BLOG} />);
    expect(screen.queryByText(/^By /)).toBeNull();
  });
});
