import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageShell } from './PageShell';

const meta = { component: PageShell } satisfies Meta<typeof PageShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two columns of panels under a title, with the way back. */
export const Wide: Story = {
  args: {
    title: 'Settings',
    intro: 'Signed in as surfer_joe',
    width: 'wide',
    children: <p>Panels go here.</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '← Back to Coinwave' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};
