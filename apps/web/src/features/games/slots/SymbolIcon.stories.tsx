import { SYMBOLS } from '@coinwave/slots-engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SymbolIcon } from './SymbolIcon';

const meta = {
  component: SymbolIcon,
  parameters: { layout: 'centered' },
  args: { symbol: 'seven', className: 'h-16 w-16' },
} satisfies Meta<typeof SymbolIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Seven: Story = {};
export const AllSymbols: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3 rounded-xl bg-foam p-4">
      {SYMBOLS.map((s) => (
        <SymbolIcon key={s} symbol={s} className="h-16 w-16" />
      ))}
    </div>
  ),
};
