import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ResourceSearchHit } from '@studyhub/shared-api';
import { marked as markedWord, storySearchHits } from '@studyhub/shared-testing/stories';
import { BlogResults } from './BlogResults.tsx';
import { NoResults } from './NoResults.tsx';
import { ResourceResults } from './ResourceResults.tsx';
import styles from './SearchPage.module.css';
import type { BlogSearch, SiteSearch } from './use-site-search.ts';

// The /search page's results (SearchPage.tsx) for a query, from fixtures: blogs as the API answers
// them and resources as remote-resources' index does, which a story cannot load through federation.

const WORD = 'search';

const marked = (text: string) => markedWord(text, WORD);
const hits = storySearchHits(WORD);

const resourceHits: ResourceSearchHit[] = [
  { kind: 'course', id: 'cse221', title: marked('CSE221: Algorithms'), description: marked('Sorting, graph search and dynamic programming.'), href: '/notes/cse221' },
  { kind: 'playlist', id: 'cse221', title: marked('CSE221 playlist'), description: marked('Binary search and graph search, in 24 videos.'), href: '/videos?playlist=cse221' },
  { kind: 'questions', id: 'cse221-mid', title: marked('CSE221 midterm questions'), description: marked('Search trees and heaps, previous years.'), href: '/questions' },
];

const noop = () => undefined;
const blogs = (status: BlogSearch['status'], over: Partial<BlogSearch> = {}): BlogSearch => ({ status, hits: status === 'ready' ? hits : [], total: status === 'ready' ? 14 : 0, totalCapped: false, retry: noop, ...over });
const resources = (status: SiteSearch['resources']['status'], list = resourceHits): SiteSearch['resources'] => ({ status, hits: status === 'ready' ? list : [], retry: noop });

function SearchResults({ blogs: blogSearch, resources: resourceSearch, nothingFound = false }: { blogs: BlogSearch; resources: SiteSearch['resources']; nothingFound?: boolean }) {
  return (
    <div className={styles.page}>
      {nothingFound ? (
        <NoResults query="quantum basket weaving" />
      ) : (
        <div className={styles.groups}>
          <BlogResults blogs={blogSearch} />
          <ResourceResults resources={resourceSearch} />
        </div>
      )}
    </div>
  );
}

const meta = {
  title: 'Shell/Site search results',
  component: SearchResults,
  args: { blogs: blogs('ready'), resources: resources('ready') },
  parameters: { app: { route: `/search?q=${WORD}` } },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blogs (the best three of 14, matched words marked), then courses, playlists and questions. */
export const Default: Story = {};
/** Both sources still answering. */
export const Loading: Story = { args: { blogs: blogs('loading'), resources: resources('loading') } };
/** Nothing matches anywhere: suggestions for what to try. */
export const Empty: Story = { args: { blogs: blogs('ready', { hits: [], total: 0 }), resources: resources('ready', []), nothingFound: true } };
/** The API failed and the resource index did not load: each group says so, with Try again. */
export const Failed: Story = {
  args: { blogs: blogs('error', { error: { status: 500, message: 'The server could not answer just now.' } }), resources: resources('error') },
};
/** More blogs match than the API counts. */
export const ManyMatches: Story = { args: { blogs: blogs('ready', { total: 1000, totalCapped: true }) } };
/** A phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
