/** SPEC §2 navigation entries; `mobileLabel` is what the small-screen menu shows. */
export const NAV_LINKS = [
  { to: '/course-combination', label: 'Course Combination', mobileLabel: 'Course Combination' },
  { to: '/notes', label: 'Handwritten Notes', mobileLabel: 'Handwritten Notes' },
  { to: '/questions', label: 'Previous Questions', mobileLabel: 'Previous Year Questions' },
  { to: '/videos', label: 'Videos', mobileLabel: 'YouTube Videos' },
  { to: '/lab', label: 'Student Tutor', mobileLabel: 'Student Tutor' },
] as const;
