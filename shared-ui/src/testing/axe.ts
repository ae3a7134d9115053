import axe from 'axe-core';

/**
 * The rule set of the Storybook a11y addon (all rules but "region": a component or a page rendered
 * alone is not inside the shell's landmarks), minus colour contrast: jsdom has no layout or
 * cascade to measure it. Chromium checks contrast in the browser suite (e2e/tests/storybook-a11y.spec.ts
 * for the components, the a11y specs for the pages).
 */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, {
    rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
