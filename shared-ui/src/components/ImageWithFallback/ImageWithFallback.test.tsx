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

  it('drops srcset and sizes with the failed source, so the placeholder shows', () => {
    render(<ImageWithFallback src="/a.webp?w=720" srcSet="/a.webp?w=320 320w, /a.webp?w=720 720w" sizes="100vw" alt="A" fallbackSrc="/fallback.png" />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('srcset', '/a.webp?w=320 320w, /a.webp?w=720 720w');
    expect(image).toHaveAttribute('sizes', '100vw');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/fallback.png');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('gives a new source its own chance', () => {
    const { rerender } = render(<ImageWithFallback src="/a.jpg" alt="A" fallbackSrc="/fallback.png" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/fallback.png');
    rerender(<ImageWithFallback src="/b.jpg" alt="A" fallbackSrc="/fallback.png" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.jpg');
  });
});
