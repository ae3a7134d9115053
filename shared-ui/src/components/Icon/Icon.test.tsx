import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ICONS, TrashIcon } from './icons.tsx';

describe('Icon', () => {
  it('is hidden from assistive technology by default', () => {
    const { container } = render(<TrashIcon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its title when given one', () => {
    render(<TrashIcon title="Delete" />);
    expect(screen.getByRole('img', { name: 'Delete' })).toBeInTheDocument();
  });

  it('draws every icon of the set as inline SVG in the current colour', () => {
    for (const [name, IconComponent] of Object.entries(ICONS)) {
      const { container, unmount } = render(<IconComponent />);
      const svg = container.querySelector('svg');
      expect(svg, name).toHaveAttribute('stroke', 'currentColor');
      expect(svg?.children.length, name).toBeGreaterThan(0);
      unmount();
    }
    expect(Object.keys(ICONS)).toEqual(
      expect.arrayContaining(['search', 'close', 'menu', 'chevronLeft', 'chevronRight', 'chevronDown', 'externalLink', 'trash', 'check', 'eye', 'eyeOff', 'upload', 'sparkles', 'share', 'facebook', 'twitter', 'linkedin', 'github', 'mail', 'download', 'file']),
    );
  });
});
