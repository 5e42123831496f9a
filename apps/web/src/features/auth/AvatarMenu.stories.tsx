import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AvatarMenu } from './AvatarMenu';

/** A 1x1 teal pixel standing in for an uploaded avatar. */
const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mNQ3noSAAKgAaKKq3GKAAAAAElFTkSuQmCC';

const meta = {
  component: AvatarMenu,
  parameters: { layout: 'centered' },
  args: { username: 'surfer_joe', onLogout: fn(), onChangeAvatar: fn() },
} satisfies Meta<typeof AvatarMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Click the avatar to open the menu. */
export const Closed: Story = {};

/** With an uploaded avatar: the picture instead of the initials. */
export const WithPicture: Story = { args: { avatarUrl: pixel } };

/** The menu offers Change avatar, which closes it and hands over to the dialog. */
export const ChangeAvatar: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Account menu for surfer_joe' });
    await userEvent.click(trigger);
    await userEvent.click(canvas.getByRole('button', { name: 'Change avatar' }));
    await expect(args.onChangeAvatar).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Logout' })).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

/** The menu leads to the settings screen. */
export const SettingsLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for surfer_joe' }));
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  },
};

/** A moderator's menu also leads to the reports queue. */
export const Moderator: Story = {
  args: { moderator: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for surfer_joe' }));
    await expect(canvas.getByRole('link', { name: 'Moderation' })).toHaveAttribute(
      'href',
      '/moderation',
    );
  },
};

/** A player's menu has no Moderation link. */
export const Player: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for surfer_joe' }));
    await expect(canvas.queryByRole('link', { name: 'Moderation' })).toBeNull();
  },
};
