import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RegisterForm } from './RegisterForm';

const meta = {
  component: RegisterForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn(), onInvalid: fn() },
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Submit stays disabled until the age/terms box is ticked. */
export const Idle: Story = {};
export const Pending: Story = { args: { pending: true } };
