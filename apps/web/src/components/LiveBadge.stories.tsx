import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LiveBadge, viewerText } from './LiveBadge';

const meta = { component: LiveBadge, parameters: { layout: 'centered' } } satisfies Meta<
  typeof LiveBadge
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tag alone: the word LIVE, no decoration announced. */
export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('LIVE')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeNull();
  },
};

/** With the pulsing dot (hidden from screen readers), and the counts' wording. */
export const Pulsing: Story = {
  args: { pulse: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('LIVE')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await expect([0, 1, 8].map(viewerText)).toEqual(['0 viewers', '1 viewer', '8 viewers']);
  },
};
