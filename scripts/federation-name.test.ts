import { expect, it } from 'vitest';
import { APP_PORTS } from './ports.mjs';
import { federationName } from '../build/app-config.ts';

it('turns every hyphen of a name into an underscore, not only the first', () => {
  expect(federationName('remote-public')).toBe('remote_public');
  expect(federationName('remote-course-lab-2-extra')).toBe('remote_course_lab_2_extra');
  expect(federationName('shell')).toBe('shell');
});

it('gives every app a name without hyphens', () => {
  for (const app of Object.keys(APP_PORTS)) expect(federationName(app)).toMatch(/^[A-Za-z_][\w]*$/);
});
