import { COVER_WIDTHS } from '@studyhub/shared-api';
import { screen } from '@testing-library/react';
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
