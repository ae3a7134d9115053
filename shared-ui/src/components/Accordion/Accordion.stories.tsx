import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Accordion, type AccordionItem } from './Accordion.tsx';

const ITEMS: AccordionItem[] = [
  { id: 'cse110', title: 'CSE110 — Programming Language I', content: <p style={{ margin: 0 }}>T01–T12: sections 1–6, room 12B-18L.</p> },
  { id: 'cse220', title: 'CSE220 — Data Structures', content: <p style={{ margin: 0 }}>T13–T24: sections 1–8, room 12B-19L.</p> },
  { id: 'cse221-p', title: 'CSE221-P — Algorithms (probation list)', content: <p style={{ margin: 0 }}>T25–T30: sections 2, 4.</p> },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { items: ITEMS, defaultOpenIds: [], headingLevel: 3 },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] }, items: { control: false } },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Several sections open at once. */
export const SeveralOpen: Story = { args: { defaultOpenIds: ['cse110', 'cse221-p'] } };
/** By pointer and keyboard: a header toggles its section, and Enter on a focused header does the same. */
export const Toggling: Story = {
  play: async ({ canvas, userEvent }) => {
    const header = canvas.getByRole('button', { name: 'CSE220 — Data Structures' });
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'CSE220 — Data Structures' })).toHaveTextContent('T13–T24');
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region', { name: 'CSE220 — Data Structures' })).toBeNull();
    const first = canvas.getByRole('button', { name: 'CSE110 — Programming Language I' });
    await userEvent.tab({ shift: true });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  },
};
export const Empty: Story = { args: { items: [] } };
export const LongText: Story = {
  args: {
    defaultOpenIds: ['long'],
    items: [
      {
        id: 'long',
        title: 'A section heading long enough to wrap onto two lines on a phone without pushing the chevron out of view',
        content: <p style={{ margin: 0 }}>{'Long panel text. '.repeat(30)}</p>,
      },
    ],
  },
};
export const DarkTheme: Story = { args: { defaultOpenIds: ['cse220'] }, globals: { theme: 'dark' } };
