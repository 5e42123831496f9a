import { roundRng } from '@coinwave/game-core';
import { applyAction, startHand, view as viewOf, type PokerState } from '@coinwave/poker-engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pokerFrames, type PokerView } from './poker-timeline';
import { PokerTableView } from './PokerTableView';

/** Real views from the engine: a seeded hand where the player calls or checks to the showdown. */
function playedViews(seed: string): PokerView[] {
  const started = startHand(
    { playerChips: 5000, houseChips: 10000, button: 'player', houseRunouts: 200 },
    roundRng(seed, 'storybook', 0),
  );
  if (!started.ok) return [];
  let state: PokerState = started.state;
  const views: PokerView[] = [viewOf(state, 'player')];
  while (!views.at(-1)!.handOver) {
    const v = views.at(-1)!;
    const acted = applyAction(state, { type: v.legalActions?.canCheck ? 'check' : 'call' });
    if (!acted.ok) break;
    state = acted.state;
    views.push(viewOf(state, 'player'));
  }
  return views;
}

const views =
  ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8']
    .map(playedViews)
    .find((vs) => vs.at(-1)?.phase === 'showdown') ?? playedViews('s1');
/** A hand the player folds at once: their seat is out, the house wins the blinds. */
function foldedView(): PokerView {
  const started = startHand(
    { playerChips: 5000, houseChips: 10000, button: 'player', houseRunouts: 200 },
    roundRng('folded', 'storybook', 0),
  );
  if (!started.ok) return views[0]!;
  const folded = applyAction(started.state, { type: 'fold' });
  return folded.ok ? viewOf(folded.state, 'player') : views[0]!;
}

const at = (phase: PokerView['phase']) => views.find((v) => v.phase === phase) ?? views[0]!;
const thinking = pokerFrames(views.at(-2) ?? null, views.at(-1)!)[0]!.view;

const meta = {
  component: PokerTableView,
  args: {
    view: at('preflop'),
    houseThinking: false,
    busy: false,
    onAction: fn(),
    onNewHand: fn(),
    canStart: true,
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-2xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PokerTableView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoHandYet: Story = {
  args: { view: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deal Hand' }));
    await expect(args.onNewHand).toHaveBeenCalled();
  },
};
export const Preflop: Story = {};
export const Flop: Story = { args: { view: at('flop') } };
export const Turn: Story = { args: { view: at('turn') } };
export const River: Story = { args: { view: at('river') } };
export const HouseThinking: Story = { args: { view: thinking, houseThinking: true } };
export const Showdown: Story = { args: { view: views.at(-1)!, resultText: 'Showdown' } };
export const CannotCoverRaises: Story = {
  args: {
    view: {
      ...at('flop'),
      legalActions: { callAmount: 0, canCheck: true, canFold: true, raiseOptions: [50, 100] },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Raise 250' })).toBeDisabled();
  },
};
/** Folded cards are greyed, not faded, so they keep their contrast. */
export const PlayerFolded: Story = {
  args: { view: foldedView(), resultText: 'You fold - House wins' },
};
export const BrokeCannotStart: Story = { args: { view: null, canStart: false } };
