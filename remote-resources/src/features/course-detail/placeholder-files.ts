import { seededRandom } from '@studyhub/shared-ui';
import { DEFAULT_FILE_COUNT, type Course } from '@studyhub/shared-api/catalog';

export type FileType = 'PDF' | 'DOCX';

export interface PlaceholderFile {
  name: string;
  type: FileType;
  /** Megabytes, one decimal, 1–10. */
  sizeMb: number;
  /** ISO date (yyyy-mm-dd). */
  date: string;
}

/** Dates count back from this fixed day, so a reload (or another visitor) sees the same table. */
export const FILE_DATE_ANCHOR = Date.UTC(2026, 0, 15);
/** "Recent": within this many days before the anchor. */
export const FILE_DATE_SPAN_DAYS = 120;
export const PDF_SHARE = 0.7;

const KINDS = ['Lecture_Notes', 'Class_Notes', 'Summary', 'Practice_Sheet', 'Solved_Problems', 'Revision_Guide'] as const;
const DAY_MS = 86_400_000;

/** docs/product.md#course-detail: `files` rows (5 when missing), generated names, 1–10 MB, ~70% PDF, recent dates. */
export function placeholderFiles(course: Pick<Course, 'id' | 'title' | 'files'>): PlaceholderFile[] {
  const random = seededRandom(course.id);
  const count = course.files ?? DEFAULT_FILE_COUNT;
  const code = (course.title.split(':')[0] ?? course.id).replace(/\s+/g, '');
  return Array.from({ length: count }, (_, index) => {
    const type: FileType = random() < PDF_SHARE ? 'PDF' : 'DOCX';
    const kind = KINDS[Math.floor(random() * KINDS.length)] ?? KINDS[0];
    const sizeMb = Math.round((1 + random() * 9) * 10) / 10;
    const daysAgo = Math.floor(random() * FILE_DATE_SPAN_DAYS);
    const date = new Date(FILE_DATE_ANCHOR - daysAgo * DAY_MS).toISOString().slice(0, 10);
    const name = `${code}_${kind}_${String(index + 1).padStart(2, '0')}.${type.toLowerCase()}`;
    return { name, type, sizeMb, date };
  });
}

/** "Jan 5, 2026", read in UTC so the day never shifts with the reader's time zone. */
export function formatFileDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}
