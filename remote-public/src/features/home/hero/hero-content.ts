/** The three badges under the hero text (SPEC §2). */
export const HERO_BADGES = ['Course Materials', 'Assignments', 'Discussions'] as const;

/** The hero's claims (SPEC §1, §9). */
export const HERO_STATS = [
  { value: '50+', label: 'Courses' },
  { value: '200+', label: 'Students' },
  { value: '2+', label: 'Faculty' },
  { value: '300+', label: 'Resources' },
] as const;
