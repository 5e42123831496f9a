import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ModeratorsOnlyPage } from './ModeratorsOnlyPage';

const meta = { component: ModeratorsOnlyPage } satisfies Meta<typeof ModeratorsOnlyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a player sees at /moderation: a refusal and the way back. */
export const Refusal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Moderators only' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Coinwave' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};
