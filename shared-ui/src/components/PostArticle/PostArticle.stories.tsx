import type { Meta, StoryObj } from '@storybook/react-vite';
import { PLACEHOLDER_IMAGE } from '../ImageWithFallback/placeholder.ts';
import { PostArticle } from './PostArticle.tsx';

// The reader HTML the API renders on save (docs/decisions/0071): a heading, text, a code block with its Copy button.
const BODY =
  '<h2>Breadth first</h2><p>Visit every <strong>neighbour</strong> before going deeper.</p>' +
  '<div class="code-block"><div class="code-block-head"><span class="code-block-language">Python</span>' +
  '<button type="button" class="code-block-copy" data-copy-code>Copy</button></div>' +
  '<pre tabindex="0"><code class="language-python hljs"><span class="hljs-keyword">def</span> bfs(graph, start): ...</code></pre></div>';

const meta = {
  title: 'Components/PostArticle',
  component: PostArticle,
  args: {
    blog: {
      title: 'Graphs and Trees',
      subTitle: 'Traversals without tears',
      category: 'CSE',
      image: PLACEHOLDER_IMAGE,
      createdAt: '2026-03-05T12:00:00.000Z',
      description: BODY,
    },
  },
} satisfies Meta<typeof PostArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The blog page's article: what readers, a draft link and the editor's Preview all show. */
export const Default: Story = {};
/** With a note in the header and a line after the body, as the blog page adds its own. */
export const WithNoticeAndExtras: Story = {
  args: {
    notice: <p>Draft preview: only administrators can see this until it is published.</p>,
    meta: <span> · 2 comments</span>,
    children: <p>Share this resource</p>,
  },
};
export const NoSubtitle: Story = { args: { blog: { ...meta.args.blog, subTitle: undefined } } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };
