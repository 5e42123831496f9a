import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QuotedMessage } from './QuotedMessage';

const meta = {
  component: QuotedMessage,
  parameters: { layout: 'padded' },
  args: { senderName: 'nalu', content: 'Selling 1M coins cheap, DM me!' },
} satisfies Meta<typeof QuotedMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {
  play: async ({ canvasElement }) => {
    const quote = within(canvasElement).getByText('Selling 1M coins cheap, DM me!');
    await expect(quote.closest('blockquote')).toHaveTextContent('nalu');
  },
};

/** A long message scrolls inside the quote instead of stretching the dialog. */
export const Long: Story = {
  args: { content: 'spam '.repeat(100).trim() },
};
