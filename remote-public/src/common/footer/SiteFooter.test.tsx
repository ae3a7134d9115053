import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './SiteFooter.tsx';

const linksUnder = (heading: string) =>
  within(screen.getByRole('heading', { name: heading }).parentElement!)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('SiteFooter (docs/product.md#footer)', () => {
  it('has the product name, description and the four social links with accessible names', () => {
    render(<SiteFooter />);
    expect(screen.getByText(/facilitates knowledge sharing between faculty and students/)).toBeInTheDocument();
    const social = screen.getByRole('list', { name: 'StudyHub on social media' });
    expect(within(social).getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'StudyHub on Facebook',
      'StudyHub on Twitter',
      'StudyHub on LinkedIn',
      'StudyHub on GitHub',
    ]);
  });

  it('has every column and link of docs/product.md#footer', () => {
    render(<SiteFooter />);
    expect(linksUnder('Resources')).toEqual(['Course Materials', 'Lecture Notes', 'Study Guides', 'Research Papers', 'Video Lectures']);
    expect(linksUnder('Departments')).toEqual(['Computer Science', 'Engineering', 'Mathematics', 'Physics', 'Business', 'Humanities']);
    expect(linksUnder('Student Support')).toEqual(['Academic Calendar', 'Office Hours', 'Tutoring', 'Career Services', 'Library Resources']);
    expect(linksUnder('Community')).toEqual(['Faculty Directory', 'Events', 'Research Groups', 'Alumni Network', 'Contact Us']);
  });

  it('has the affiliation band, the legal links and a copyright line with the current year', () => {
    render(<SiteFooter />);
    expect(screen.getByText('Affiliated with top educational institutions worldwide')).toBeInTheDocument();
    for (const label of ['University Partners', 'Research Collaborations', 'Industry Connections']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Legal' })).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Privacy Policy',
      'Terms of Service',
      'Accessibility',
      'Cookie Policy',
    ]);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} StudyHub`))).toHaveTextContent(/Made with care by/);
  });

  it('prints the year it is given', () => {
    render(<SiteFooter year={2031} />);
    expect(screen.getByText(/© 2031 StudyHub/)).toBeInTheDocument();
  });
});
