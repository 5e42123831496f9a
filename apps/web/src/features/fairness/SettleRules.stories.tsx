import type { Meta, StoryObj } from '@storybook/react-vite';
import { SettleRules } from './SettleRules';

const meta = { component: SettleRules, args: { minutes: 10 } } satisfies Meta<typeof SettleRules>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TenMinutes: Story = {};
export const BeforeTheSettingIsLoaded: Story = { args: { minutes: null } };
