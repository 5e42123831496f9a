import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastView } from './ToastView';

const meta = {
  component: ToastView,
  args: { onOpenChange: () => {}, duration: 1_000_000 },
} satisfies Meta<typeof ToastView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: {
    toast: {
      id: 1,
      title: 'Coins Claimed! 🪙',
      description: 'You received 1,000 coins! Next claim available in 1 hour.',
      variant: 'success',
      open: true,
    },
  },
};
export const Plain: Story = {
  args: { toast: { id: 2, title: 'Recording Saved!', variant: 'default', open: true } },
};
export const Destructive: Story = {
  args: {
    toast: {
      id: 3,
      title: 'Claim Failed',
      description: 'You can only claim coins once per hour.',
      variant: 'destructive',
      open: true,
    },
  },
};
