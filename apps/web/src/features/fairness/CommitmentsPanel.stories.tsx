import type { SeedCommitment } from '@coinwave/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommitmentsPanel } from './CommitmentsPanel';

const hex = (n: number, c: string) => `${n.toString(16).padStart(4, '0')}${c.repeat(60)}`;
const entries: SeedCommitment[] = [5, 4, 3, 2, 1].map((seq) => ({
  seq,
  serverSeedHash: hex(seq, 'a'),
  holder: seq % 2 ? 'anon-1a2b3c4d5e6f7081' : 'anon-99aa88bb77cc66dd',
  activatedAt: `2030-01-0${seq}T12:00:00.000Z`,
  prevHash: seq === 1 ? '0'.repeat(64) : hex(seq - 1, 'e'),
  entryHash: hex(seq, 'e'),
  revealedSeed: seq < 4 ? hex(seq, 'b') : null,
  revealedAt: seq < 4 ? `2030-01-0${seq}T13:00:00.000Z` : null,
}));

const meta = {
  component: CommitmentsPanel,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-3xl">
        <Story />
      </div>
    ),
  ],
  args: {
    head: { seq: 5, entryHash: entries[0]!.entryHash },
    entries,
    holder: 'anon-1a2b3c4d5e6f7081',
    chainCheck: { ok: true, checked: 5, problems: [] },
    hasMore: true,
    onLoadMore: fn(),
    loading: false,
    onCheckSeed: fn(),
    seedCheck: null,
  },
} satisfies Meta<typeof CommitmentsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The head, the newest entries (yours marked) checked in the browser, and the seed form. */
export const Log: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('chain-head')).toHaveTextContent('Chain head: entry #5');
    await expect(canvas.getAllByTestId('commitment')).toHaveLength(5);
    await expect(
      canvasElement.querySelectorAll('[data-testid="commitment"][aria-current="true"]'),
    ).toHaveLength(3);
    await expect(canvas.getByText(/the 5 entries shown hash and link correctly/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Check a revealed server seed/), 'c0ffee');
    await userEvent.click(canvas.getByRole('button', { name: 'Check seed' }));
    await expect(args.onCheckSeed).toHaveBeenCalledWith('c0ffee');
  },
};
export const SeedFound: Story = {
  args: {
    seedDraft: hex(3, 'b'),
    seedCheck: {
      status: 'ok',
      entry: entries[2]!,
      head: { seq: 5, entryHash: entries[0]!.entryHash },
      checked: 3,
      fromHead: true,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Committed in entry #3, activated 3 Jan 2030',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('(your seed)');
    await expect(canvas.getByLabelText(/Check a revealed server seed/)).toHaveValue(hex(3, 'b'));
  },
};
export const Tampered: Story = {
  args: {
    chainCheck: { ok: false, checked: 5, problems: ['Entry #4 does not link to entry #3'] },
    seedCheck: {
      status: 'failed',
      problems: ['Entry #4: its hash does not match what it records'],
    },
  },
  play: async ({ canvasElement }) => {
    const alerts = within(canvasElement).getAllByRole('alert');
    await expect(alerts).toHaveLength(2);
    await expect(alerts[0]).toHaveTextContent('Entry #4: its hash does not match');
  },
};
export const Empty: Story = {
  args: { head: null, entries: [], hasMore: false, holder: null, chainCheck: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/The log is empty/)).toBeVisible();
  },
};
