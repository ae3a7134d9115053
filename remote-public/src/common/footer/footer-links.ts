/** The footer columns of docs/product.md#footer; every link is a placeholder until the pages exist. */
export const FOOTER_COLUMNS = [
  { title: 'Resources', links: ['Course Materials', 'Lecture Notes', 'Study Guides', 'Research Papers', 'Video Lectures'] },
  { title: 'Departments', links: ['Computer Science', 'Engineering', 'Mathematics', 'Physics', 'Business', 'Humanities'] },
  { title: 'Student Support', links: ['Academic Calendar', 'Office Hours', 'Tutoring', 'Career Services', 'Library Resources'] },
  { title: 'Community', links: ['Faculty Directory', 'Events', 'Research Groups', 'Alumni Network', 'Contact Us'] },
] as const;

export const LEGAL_LINKS = ['Privacy Policy', 'Terms of Service', 'Accessibility', 'Cookie Policy'] as const;

export const AFFILIATIONS = ['University Partners', 'Research Collaborations', 'Industry Connections'] as const;

/** Where a placeholder link points: nowhere yet, and it says so to nobody (no 404, no reload). */
export const PLACEHOLDER_HREF = '#';
