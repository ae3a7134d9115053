import axe from 'axe-core';

/**
 * axe's findings for a rendered page, minus what jsdom cannot judge (contrast needs layout) and
 * "region" (the shell provides the landmarks).
 */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, { rules: { region: { enabled: false }, 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
