import { COVER_WIDTHS } from '@studyhub/shared-api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMAGE, makeSummary, renderPage } from '@studyhub/shared-testing';
import { CARD_COVER_SIZES, ResourceCard } from './ResourceCard.tsx';

function renderCard(image: string) {
  renderPage(
    <ul>
      <ResourceCard blog={makeSummary({ image })} />
    </ul>,
    { apiBaseUrl: 'http://api.test' },
  );
  return screen.getByRole('link').querySelector('img')!;
}

describe('ResourceCard cover', () => {
  it('offers every stored width of our cover, sized by the grid, lazily and without shifting', () => {
    const image = renderCard(IMAGE);
    expect(image).toHaveAttribute('src', `${IMAGE}?w=720`);
    expect(image).toHaveAttribute('srcset', COVER_WIDTHS.map((width) => `${IMAGE}?w=${width} ${width}w`).join(', '));
    expect(image).toHaveAttribute('sizes', CARD_COVER_SIZES);
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '720');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('leaves a cover from another site as it is', () => {
    const image = renderCard('https://images.example.com/a.jpg');
    expect(image).toHaveAttribute('src', 'https://images.example.com/a.jpg');
    expect(image).not.toHaveAttribute('srcset');
  });
});

describe('ResourceCard byline (docs/decisions/0083)', () => {
  it("links the author's page below the card, outside the card's own link, and shows none without an author", () => {
    renderPage(
      <ul>
        <ResourceCard blog={makeSummary({ _id: 'p1', title: 'Heaps', author: { name: 'Ada Lovelace', slug: 'ada-lovelace' } })} />
        <ResourceCard blog={makeSummary({ _id: 'p2', title: 'Tries' })} />
      </ul>,
    );
    const [withByline, without] = screen.getAllByRole('listitem');
    const links = within(withByline!).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/blog/p1', '/authors/ada-lovelace']);
    expect(links[1]).toHaveAccessibleName('Ada Lovelace');
    expect(links[0]).not.toContainElement(links[1]!);
    expect(within(without!).getAllByRole('link')).toHaveLength(1);
  });

  it('leaves the byline out where the page already names the author', () => {
    renderPage(
      <ul>
        <ResourceCard blog={makeSummary({ _id: 'p1', title: 'Heaps', author: { name: 'Ada Lovelace', slug: 'ada-lovelace' } })} byline={false} />
      </ul>,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/blog/p1']);
    expect(screen.queryByText(/^By/)).toBeNull();
  });
});
