import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouletteWheel } from './RouletteWheel';
import { targetRotation } from './wheel-geometry';

const meta = {
  component: RouletteWheel,
  parameters: { layout: 'centered' },
  args: { rotation: 0, spinning: false, result: null },
} satisfies Meta<typeof RouletteWheel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AtRest: Story = {};
export const LandedOn17: Story = { args: { rotation: targetRotation(0, 17), result: 17 } };
export const LandedOnZero: Story = { args: { rotation: targetRotation(0, 0), result: 0 } };
/** Press the button to watch a 3-second spin land on a pocket. */
export const Landing: Story = {
  render: function Render() {
    const [rotation, setRotation] = useState(0);
    const [spinning, setSpinning] = useState(false);
    const [pocket, setPocket] = useState<number | null>(null);
    return (
      <div className="flex flex-col items-center gap-3">
        <RouletteWheel rotation={rotation} spinning={spinning} result={pocket} />
        <button
          type="button"
          className="rounded-full bg-surf px-4 py-1 text-abyss"
          onClick={() => {
            const next = (pocket ?? 0) === 26 ? 5 : 26;
            setSpinning(true);
            setRotation(targetRotation(rotation, next));
            setTimeout(() => {
              setSpinning(false);
              setPocket(next);
            }, 3000);
          }}
        >
          Spin
        </button>
      </div>
    );
  },
};
