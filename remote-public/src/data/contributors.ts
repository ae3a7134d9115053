import miraSolberg from '../assets/contributors/mira-solberg.svg';
import priyaLantern from '../assets/contributors/priya-lantern.svg';
import rowanVale from '../assets/contributors/rowan-vale.svg';
import tobiasFernhill from '../assets/contributors/tobias-fernhill.svg';

export interface Contributor {
  id: string;
  name: string;
  role: string;
  /** A local, generated illustration: never a real person's photo. */
  image: string;
  bio: string;
  linkedIn?: string;
  github?: string;
  featured: boolean;
}

// Fictional people with placeholder profile addresses (example.org is reserved for examples),
// so no link can lead to a real person's page.
const profile = (network: string, slug: string) => `https://example.org/studyhub-demo/${network}/${slug}`;

/** The static list of docs/product.md#contributors: one featured creator and three content contributors. */
export const CONTRIBUTORS: readonly Contributor[] = [
  {
    id: 'rowan-vale',
    name: 'Rowan Vale',
    role: 'Creator & Lead Developer',
    image: rowanVale,
    bio: 'Started StudyHub to gather the notes, past papers and playlists that seniors kept passing around, and still keeps the lights on.',
    linkedIn: profile('linkedin', 'rowan-vale'),
    github: profile('github', 'rowan-vale'),
    featured: true,
  },
  {
    id: 'mira-solberg',
    name: 'Mira Solberg',
    role: 'Content Contributor · Algorithms',
    image: miraSolberg,
    bio: 'Turns lecture whiteboards into tidy handwritten notes and writes the walkthroughs for the data-structures courses.',
    linkedIn: profile('linkedin', 'mira-solberg'),
    github: profile('github', 'mira-solberg'),
    featured: false,
  },
  {
    id: 'tobias-fernhill',
    name: 'Tobias Fernhill',
    role: 'Content Contributor · Computer Architecture',
    image: tobiasFernhill,
    bio: 'Collects previous-year questions and explains pipelines, caches and assembly with diagrams that make them click.',
    linkedIn: profile('linkedin', 'tobias-fernhill'),
    featured: false,
  },
  {
    id: 'priya-lantern',
    name: 'Priya Lantern',
    role: 'Content Contributor · Electives',
    image: priyaLantern,
    bio: 'Curates the video playlists and writes the elective guides, so first-years know what each option is really like.',
    github: profile('github', 'priya-lantern'),
    featured: false,
  },
];
