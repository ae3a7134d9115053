import path from 'node:path';
import { ROOT } from '../../scripts/stack.mjs';

/** Committed baselines, one lossless WebP per story × theme × width. */
export const BASELINE_DIR = path.join(ROOT, 'e2e', 'visual', 'baselines');
/** The last failed run's report (git-ignored, beside the visual sweep's). */
export const REPORT_DIR = path.join(ROOT, 'e2e', 'reports', 'storybook-visual');
export const RESULTS_FILE = path.join(REPORT_DIR, 'results.json');

/** "components-button--default--dark-390": the story id, then the theme and the width. */
export const shotKey = (storyId: string, theme: string, width: number): string => `${storyId}--${theme}-${width}`;
export const baselinePath = (key: string): string => path.join(BASELINE_DIR, `${key}.webp`);
/** The images of a failing shot in the report. */
export const reportFiles = (key: string) => ({ baseline: `${key}.baseline.webp`, actual: `${key}.new.webp`, diff: `${key}.diff.png` });
