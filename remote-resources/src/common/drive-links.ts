import { use } from 'react';

/**
 * Drive folders are deploy-time configuration (public/drive-links.json), not code: one shared
 * folder by default, overridable per course id and per question category id.
 */
export interface DriveLinks {
  default: string;
  courses: Record<string, string>;
  questions: Record<string, string>;
}

export const DRIVE_LINKS_FILE = 'drive-links.json';

/** In the build's first paint, and when the file cannot be loaded or read. Clearly a placeholder. */
export const FALLBACK_DRIVE_LINKS: DriveLinks = {
  default: 'https://drive.example.edu/studyhub/placeholder-shared-folder',
  courses: {},
  questions: {},
};

const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((entry) => typeof entry === 'string');

/** Reads the file's JSON; anything malformed falls back piece by piece. */
export function parseDriveLinks(raw: unknown): DriveLinks {
  if (typeof raw !== 'object' || raw === null) return FALLBACK_DRIVE_LINKS;
  const value = raw as Partial<Record<keyof DriveLinks, unknown>>;
  return {
    default: typeof value.default === 'string' && value.default !== '' ? value.default : FALLBACK_DRIVE_LINKS.default,
    courses: isRecordOfStrings(value.courses) ? value.courses : {},
    questions: isRecordOfStrings(value.questions) ? value.questions : {},
  };
}

/** The URL of the file on the remote's own origin, inside the shell as well as standalone. */
export function driveLinksUrl(): string {
  // Held in a variable so that Vite does not rewrite `new URL(…, import.meta.url)` as an asset import:
  // this module's URL is on the remote's origin, wherever the page itself is served from.
  const moduleUrl = import.meta.url;
  return new URL(`/${DRIVE_LINKS_FILE}`, moduleUrl).href;
}

export async function loadDriveLinks(fetchImpl: typeof fetch = globalThis.fetch): Promise<DriveLinks> {
  try {
    const response = await fetchImpl(driveLinksUrl(), { cache: 'no-cache' });
    if (!response.ok) return FALLBACK_DRIVE_LINKS;
    return parseDriveLinks(await response.json());
  } catch {
    return FALLBACK_DRIVE_LINKS;
  }
}

let cached: Promise<DriveLinks> | null = null;

/**
 * Loaded once per page. The page waits for them (it suspends) rather than showing the fallback
 * links first: a link pressed before the app took over is followed once the page renders
 * (docs/decisions/0069), with the folder of the deploy's file. The build's first paint, rendered
 * without a browser, shows the fallback.
 */
export function useDriveLinks(): DriveLinks {
  if (typeof window === 'undefined') return FALLBACK_DRIVE_LINKS;
  return use((cached ??= loadDriveLinks()));
}

export const courseDriveLink = (links: DriveLinks, courseId: string): string => links.courses[courseId] ?? links.default;
export const questionDriveLink = (links: DriveLinks, categoryId: string): string => links.questions[categoryId] ?? links.default;
