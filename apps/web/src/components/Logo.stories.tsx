import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './Logo';

const meta = { component: Logo, parameters: { layout: 'centered' } } satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Header: Story = { args: { size: 'md' } };
export const Large: Story = { args: { size: 'lg' } };
/** The wordmark hides below 420 px. */
export const Compact: Story = { args: { compact: true } };
