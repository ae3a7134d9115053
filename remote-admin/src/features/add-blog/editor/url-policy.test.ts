import { describe, expect, it } from 'vitest';
import { BLANK_ADDRESS, sanitizeImage, sanitizeLink } from './url-policy.ts';

describe('sanitizeLink', () => {
  it.each([
    'https://example.edu/notes',
    'http://example.edu',
    'mailto:tutor@example.edu',
    'tel:+8801700000000',
    'sms:+8801700000000',
  ])('keeps %s', (url) => {
    expect(sanitizeLink(url)).toBe(url);
  });

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.edu/file', 'vbscript:x', 'file:///etc/passwd', '/admin', ''])(
    'blanks %j',
    (url) => {
      expect(sanitizeLink(url)).toBe(BLANK_ADDRESS);
    },
  );

  it('reads a bare host as a web address', () => {
    expect(sanitizeLink('example.edu/syllabus')).toBe('https://example.edu/syllabus');
    expect(sanitizeLink('  //cdn.example.edu/a ')).toBe('https://cdn.example.edu/a');
  });
});

describe('sanitizeImage', () => {
  it.each(['https://example.edu/a.png', 'http://example.edu/a.png'])('keeps %s', (url) => {
    expect(sanitizeImage(url)).toBe(url);
  });

  it.each(['javascript:alert(1)', 'ftp://example.edu/a.png', 'blob:https://example.edu/1', 'a.png', 'data:image/png;base64,iVBORw0KGgo='])('blanks %j', (url) => {
    expect(sanitizeImage(url)).toBe(BLANK_ADDRESS);
  });
});
