import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONTRIBUTORS, type Contributor } from '../../../data/contributors.ts';
import { Contributors } from './Contributors.tsx';

const carousel = () => screen.getByRole('group', { name: 'Content contributors' });
const shownNames = () => within(carousel()).queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const person = (id: string, featured = false): Contributor => ({ id, name: `Person ${id}`, role: 'Contributor', image: `/${id}.svg`, bio: 'Writes notes.', featured });

describe('Contributors (docs/product.md#contributors)', () => {
  it('has the title and subtitle, the featured creator and the first two others', () => {
    render(<Contributors />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Contributors' })).toBeInTheDocument();
    expect(screen.getByText('Meet the talented individuals who made the product possible.')).toBeInTheDocument();
    const featured = screen.getByRole('article', { name: 'Rowan Vale' });
    expect(featured).toHaveTextContent('Featured creator');
    expect(featured).toHaveTextContent('Creator & Lead Developer');
    expect(shownNames()).toEqual(['Mira Solberg', 'Tobias Fernhill']);
  });

  it('has the static four: one featured creator and three content contributors, all fictional and local', () => {
    expect(CONTRIBUTORS).toHaveLength(4);
    expect(CONTRIBUTORS.filter((entry) => entry.featured)).toHaveLength(1);
    for (const entry of CONTRIBUTORS) {
      expect(entry.image).not.toMatch(/^https?:/);
      for (const link of [entry.linkedIn, entry.github].filter(Boolean)) expect(link).toMatch(/^https:\/\/example\.org\//);
    }
  });

  it('next goes forward by two and wraps to the start; previous wraps to max(0, count − 2)', async () => {
    const user = userEvent.setup();
    render(<Contributors />);
    const next = screen.getByRole('button', { name: 'Next contributors' });
    const previous = screen.getByRole('button', { name: 'Previous contributors' });
    expect(within(carousel()).getByText('1–2 of 3')).toBeInTheDocument();
    await user.click(next);
    expect(shownNames()).toEqual(['Priya Lantern']);
    expect(within(carousel()).getByText('3–3 of 3')).toBeInTheDocument();
    await user.click(next);
    expect(shownNames()).toEqual(['Mira Solberg', 'Tobias Fernhill']);
    await user.click(previous);
    expect(shownNames()).toEqual(['Tobias Fernhill', 'Priya Lantern']);
    await user.click(previous);
    expect(shownNames()).toEqual(['Tobias Fernhill', 'Priya Lantern']);
  });

  it('has no arrows with two or fewer others', () => {
    render(<Contributors people={[person('a', true), person('b'), person('c')]} />);
    expect(shownNames()).toEqual(['Person b', 'Person c']);
    expect(screen.queryByRole('button', { name: /contributors/ })).toBeNull();
  });

  it('opens profile links in a new tab without handing over the page', () => {
    render(<Contributors />);
    const mira = screen.getByRole('article', { name: 'Mira Solberg' });
    for (const link of within(mira).getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(mira).getByRole('link', { name: /Mira Solberg on LinkedIn/ })).toBeInTheDocument();
    // Links are optional: Tobias has no GitHub.
    expect(within(screen.getByRole('article', { name: 'Tobias Fernhill' })).queryByRole('link', { name: /GitHub/ })).toBeNull();
  });

  it('swaps a photo that fails to load for the placeholder', () => {
    render(<Contributors />);
    const photo = screen.getByRole('img', { name: 'Portrait of Mira Solberg' });
    const original = photo.getAttribute('src');
    fireEvent.error(photo);
    expect(photo.getAttribute('src')).not.toBe(original);
    expect(photo.getAttribute('src')).toMatch(/placeholder-avatar|^data:image\/svg/);
    expect(photo).toHaveAttribute('data-fallback');
  });
});
