import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MessageMenu } from './MessageMenu';

const meta = {
  component: MessageMenu,
  parameters: { layout: 'centered' },
  args: {
    senderName: 'nalu',
    canReport: true,
    canBlock: true,
    canDelete: false,
    onReport: fn(),
    onBlock: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof MessageMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Another player's message: Report and Block nalu. */
export const PlayerView: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: "Actions for nalu's message",
    });
    await userEvent.click(trigger);
    const menu = await page().findByRole('menu', { name: "Actions for nalu's message" });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual(['Report', 'Block nalu']);
    await expect(items[0]).toHaveFocus();
    await userEvent.click(items[0]!);
    await expect(args.onReport).toHaveBeenCalledOnce();
    await expect(page().queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

/** Keyboard only: arrows move, wrap, Home/End jump, Enter chooses, Escape closes back to the button. */
export const Keyboard: Story = {
  args: { canDelete: true },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: "Actions for nalu's message",
    });
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    const menu = await page().findByRole('menu');
    const [report, block, del] = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(del).toHaveFocus());
    await expect(del).toHaveTextContent('Delete message');
    await userEvent.keyboard('{ArrowDown}');
    await expect(report).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(del).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}');
    await expect(block).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(page().queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(page().getByRole('menu')).getAllByRole('menuitem')[0]).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onBlock).toHaveBeenCalledOnce();
    await expect(args.onReport).not.toHaveBeenCalled();
  },
};

/** A moderator on their own message: only Delete. */
export const ModeratorOwnMessage: Story = {
  args: { mine: true, canReport: false, canBlock: false, canDelete: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Actions for your message' }),
    );
    const items = within(await page().findByRole('menu')).getAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual(['Delete message']);
    await userEvent.click(items[0]!);
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** A player's own message: nothing to offer, no button. */
export const OwnMessage: Story = {
  args: { canReport: false, canBlock: false, canDelete: false },
  render: (args) => (
    <div>
      <MessageMenu {...args} />
      <span>your message</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
