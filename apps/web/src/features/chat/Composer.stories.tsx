import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Composer } from './Composer';

const meta = {
  component: Composer,
  parameters: { layout: 'padded' },
  args: { label: 'Wave chat message', placeholder: 'Say hi to the wave…', onSend: fn() },
} satisfies Meta<typeof Composer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Disabled: Story = { args: { disabled: true, placeholder: 'Pick a contact first' } };
