import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyListingApi } from '@studyhub/shared-testing/stories';
import { expect, waitFor } from 'storybook/test';
import { COMBINATIONS } from '../../data/combinations.ts';
import CourseCombination, { DEFAULT_TEXT } from './CourseCombination.tsx';

const [first, second] = COMBINATIONS;

const meta = {
  title: 'Resources/Course combinations',
  component: CourseCombination,
  // The plans are built-in data (src/data/combinations.ts); the page's frame asks the listing.
  parameters: { app: { route: '/course-combination' }, msw: { handlers: storyListingApi() } },
} satisfies Meta<typeof CourseCombination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The options on the left and a prompt where the plan will be. */
export const Default: Story = {};

/**
 * Choosing a plan (the page's tab-like control: toggle buttons, one pressed at a time): the plan
 * appears and its name is announced; another option replaces it; pressing the chosen one again clears it.
 */
export const ChoosingAPlan: Story = {
  play: async ({ canvas, userEvent }) => {
    const option = (name: string) => canvas.getByRole('button', { name });
    await userEvent.click(option(first!.name));
    await expect(option(first!.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('figure', { name: first!.name })).toBeVisible();
    await expect(canvas.getByText(`Showing the ${first!.name} course plan`)).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(option(first!.name)).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText(DEFAULT_TEXT)).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(option(second!.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(option(first!.name)).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(canvas.getByRole('figure', { name: second!.name })).toBeVisible());
  },
};

/** A phone: the options above the plan. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
