import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Field } from './Field';

const meta = {
  component: Field,
  parameters: { layout: 'padded' },
  args: { onChange: fn(), label: 'Username', value: '' },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: { value: 'surfer_joe', hint: '3-20 letters, digits, _ or -' },
};
