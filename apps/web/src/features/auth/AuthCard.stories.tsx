import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthCard } from './AuthCard';

const meta = {
  component: AuthCard,
  parameters: { layout: 'centered' },
  args: { onLogin: fn(), onRegister: fn(), onInvalid: fn() },
} satisfies Meta<typeof AuthCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoginTab: Story = {};
export const RegisterTab: Story = { args: { defaultTab: 'register' } };
export const Pending: Story = { args: { pending: true } };
