import type { Browser, Page } from '@playwright/test';
import path from 'node:path';
import { demoAdminToken } from '../fixtures/admin-api.ts';
import { appTookOver } from '../fixtures/app-took-over.ts';
import { axeViolations, describeViolations } from '../fixtures/axe.ts';
import { settle } from '../fixtures/hardening.ts';
import { recordShots, shotFile, SWEEP_REPORT_DIR, type Shot } from '../fixtures/sweep/contact-sheet.ts';
import { auditPage, type AuditOptions } from '../fixtures/sweep/page-audit.ts';
import { SCHEMES, SWEPT_PAGES, type SweepVisit, WIDTHS, type SweptPage } from '../fixtures/sweep/sweep-pages.ts';
import { expect, test } from '../fixtures/test.ts';

// Every route, public and admin, at four widths, light and dark, before and after its main
// interaction: no sideways scrolling, no text under 12 px, no target under 24 px (44 in the phone
// navigation), controls and focus rings at 3:1, and no axe violation (docs/decisions/0067).
// It leaves a contact sheet of every screenshot in e2e/reports/visual-sweep/index.html.

const LIMITS: AuditOptions = { minTextPx: 12, minTargetPx: 24, minPhoneNavTargetPx: 44, minNonTextContrast: 3 };

async function ready(page: Page, { heading }: SweepVisit): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { name: heading }).first()).toBeVisible();
  await appTookOver(page);
  await page.waitForLoadState('networkidle');
  await settle(page);
}

/** Measures the page as it is now and keeps a screenshot; returns what is wrong. */
async function measure(page: Page, where: Omit<Shot, 'file' | 'findings'>): Promise<Shot> {
  await settle(page);
  // One key press puts the page in keyboard mode, so focusing an element draws its focus ring.
  await page.keyboard.press('Shift');
  const findings = (await auditPage(page, LIMITS)).map((finding) => `${finding.rule}: ${finding.where}: ${finding.detail}`);
  findings.push(...describeViolations('axe', await axeViolations(page)));
  const file = shotFile(where);
  await page.screenshot({ path: path.join(SWEEP_REPORT_DIR, file), fullPage: true, type: 'jpeg', quality: 55, animations: 'disabled', caret: 'hide' });
  return { ...where, file, findings };
}

async function sweep(browser: Browser, swept: SweptPage, scheme: (typeof SCHEMES)[number]): Promise<Shot[]> {
  const context = await browser.newContext({ colorScheme: scheme, reducedMotion: 'reduce' });
  if (swept.admin) await context.addInitScript((token) => localStorage.setItem('token', token), await demoAdminToken());
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const visit = await swept.visit();
  const shots: Shot[] = [];
  try {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(visit.path);
      await ready(page, visit);
      shots.push(await measure(page, { page: swept.name, state: 'loaded', width, scheme }));
      for (const interaction of swept.interactions ?? []) {
        if (interaction.at && !interaction.at(width)) continue;
        if (shots.at(-1)?.state !== 'loaded') {
          await page.goto(visit.path);
          await ready(page, visit);
        }
        await interaction.run(page);
        shots.push(await measure(page, { page: swept.name, state: interaction.name, width, scheme }));
      }
    }
  } finally {
    recordShots(`${swept.name}-${scheme}`, shots);
    await context.close();
  }
  expect(errors, 'uncaught errors in the page').toEqual([]);
  return shots;
}

for (const swept of SWEPT_PAGES) {
  for (const scheme of SCHEMES) {
    test(`sweep: ${swept.name} in ${scheme}`, async ({ browser }) => {
      test.setTimeout(180_000);
      const shots = await sweep(browser, swept, scheme);
      const findings = shots.flatMap((shot) => shot.findings.map((finding) => `${shot.width} px, ${shot.state}: ${finding}`));
      expect(findings).toEqual([]);
    });
  }
}
