/** The three badges under the hero text (docs/product.md#home-hero). */
export const HERO_BADGES = ['Course Materials', 'Assignments', 'Discussions'] as const;

/** The hero's claims (docs/product.md#home-hero). */
export const HERO_STATS = [
  { value: '50+', label: 'Courses' },
  { value: '200+', label: 'Students' },
  { value: '2+', label: 'Faculty' },
  { value: '300+', label: 'Resources' },
] as const;
