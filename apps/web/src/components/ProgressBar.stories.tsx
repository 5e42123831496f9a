import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';

const meta = { component: ProgressBar, parameters: { layout: 'padded' } } satisfies Meta<
  typeof ProgressBar
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { value: 0 } };
export const Halfway: Story = { args: { value: 48 } };
export const Done: Story = { args: { value: 100 } };
