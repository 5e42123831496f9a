import type { Meta, StoryObj } from '@storybook/react-vite';
import { InfoPage } from './InfoPage';

const meta = { component: InfoPage } satisfies Meta<typeof InfoPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BackToCoinwave: Story = {
  args: {
    title: 'About Coinwave',
    children: <p>A social casino with virtual coins that have no cash value.</p>,
  },
};
export const BackToRegistration: Story = {
  args: {
    title: 'Terms of Service',
    updated: '21 November 2026',
    back: { to: '/auth', label: 'Back to Registration' },
    children: <p>You must be 18 or older.</p>,
  },
};
