import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImageWithFallback } from './ImageWithFallback.tsx';
import { PLACEHOLDER_IMAGE } from './placeholder.ts';

describe('ImageWithFallback', () => {
  it('shows the image with its alt text', () => {
    render(<ImageWithFallback src="/photo.jpg" alt="Photo of Rahim" />);
    expect(screen.getByRole('img', { name: 'Photo of Rahim' })).toHaveAttribute('src', '/photo.jpg');
  });

  it('swaps in the placeholder once when the image fails, keeping the name', () => {
    const onError = vi.fn();
    render(<ImageWithFallback src="/broken.jpg" alt="Photo of Rahim" onError={onError} />);
    const image = screen.getByRole('img', { name: 'Photo of Rahim' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(image).toHaveAttribute('data-fallback');
    // A failing placeholder does not loop.
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('gives a new source its own chance', () => {
    const { rerender } = render(<ImageWithFallback src="/a.jpg" alt="A" fallbackSrc="/fallback.png" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/fallback.png');
    rerender(<ImageWithFallback src="/b.jpg" alt="A" fallbackSrc="/fallback.png" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.jpg');
  });
});
