import { describe, expect, it, vi } from 'vitest';
import { courseDriveLink, FALLBACK_DRIVE_LINKS, loadDriveLinks, parseDriveLinks, questionDriveLink } from './drive-links.ts';

describe('drive links', () => {
  it('reads overrides and falls back to the default', () => {
    const links = parseDriveLinks({ default: 'https://d.example/x', courses: { cse220: 'https://d.example/220' }, questions: { mid: 'https://d.example/mid' } });
    expect(courseDriveLink(links, 'cse220')).toBe('https://d.example/220');
    expect(courseDriveLink(links, 'cse221')).toBe('https://d.example/x');
    expect(questionDriveLink(links, 'mid')).toBe('https://d.example/mid');
    expect(questionDriveLink(links, 'quiz')).toBe('https://d.example/x');
  });

  it('tolerates malformed files', () => {
    expect(parseDriveLinks(null)).toEqual(FALLBACK_DRIVE_LINKS);
    expect(parseDriveLinks({ default: 3, courses: [], questions: { a: 1 } })).toEqual(FALLBACK_DRIVE_LINKS);
  });

  it('loads /drive-links.json and falls back when the fetch fails', async () => {
    const ok = vi.fn(async () => new Response(JSON.stringify({ default: 'https://d.example/y' })));
    await expect(loadDriveLinks(ok as unknown as typeof fetch)).resolves.toMatchObject({ default: 'https://d.example/y' });
    expect(String((ok.mock.calls[0] as unknown[])[0])).toMatch(/\/drive-links\.json$/);
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(loadDriveLinks(failing as unknown as typeof fetch)).resolves.toEqual(FALLBACK_DRIVE_LINKS);
    const missing = vi.fn(async () => new Response('nope', { status: 404 }));
    await expect(loadDriveLinks(missing as unknown as typeof fetch)).resolves.toEqual(FALLBACK_DRIVE_LINKS);
  });
});
