import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe.ts';
import { Highlighted } from './Highlighted.tsx';

describe('Highlighted', () => {
  it('wraps the marked runs in <mark> and keeps the text whole', async () => {
    const { container } = render(
      <p>
        <Highlighted
          runs={[
            { text: 'Intro to ', mark: false },
            { text: 'Recursion', mark: true },
            { text: ' and ', mark: false },
            { text: 'recursion', mark: true },
          ]}
        />
      </p>,
    );
    expect(container.textContent).toBe('Intro to Recursion and recursion');
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Recursion', 'recursion']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders markup in a run as text, never as elements', () => {
    const { container } = render(
      <Highlighted
        runs={[
          { text: '<script>window.__xss = 1</script>', mark: true },
          { text: ' <b>bold</b> <img src=x onerror=alert(1)>', mark: false },
        ]}
      />,
    );
    expect(container.querySelector('script, b, img')).toBeNull();
    expect(screen.getByText('<script>window.__xss = 1</script>').tagName).toBe('MARK');
    expect(container.textContent).toBe('<script>window.__xss = 1</script> <b>bold</b> <img src=x onerror=alert(1)>');
  });

  it('renders nothing but its wrapper for no runs, and passes attributes through', () => {
    render(<Highlighted runs={[]} data-testid="empty" className="title" />);
    expect(screen.getByTestId('empty')).toBeEmptyDOMElement();
    expect(screen.getByTestId('empty')).toHaveClass('title');
  });
});
