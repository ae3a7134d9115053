import type { Meta, StoryObj } from '@storybook/react-vite';
import { NavBar } from '../features/navigation/NavBar.tsx';
import { NavSearch } from '../features/site-search/nav-search/NavSearch.tsx';

// Here in app/, where the bar and the site search are composed (AppFrame): features never import each other.

const meta = {
  title: 'Shell/Navigation bar',
  component: NavBar,
  args: { search: <NavSearch /> },
  parameters: { app: { route: '/' } },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on the home page: section links, the site search (press / to focus it) and Admin Login. */
export const Default: Story = {};
/** A section open: its link is marked as the current page. */
export const InASection: Story = { parameters: { app: { route: '/notes' } } };
/** Signed in to the admin portal: the link reads Dashboard. */
export const SignedIn: Story = { parameters: { app: { route: '/', signedIn: true } } };
/** Without the search, as the first paint of a page that has none yet. */
export const WithoutSearch: Story = { args: { search: undefined } };
/** A phone: the menu button replaces the section links. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
