import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AvatarDialog } from './AvatarDialog';

/** A 16x16 gradient standing in for a chosen photo. */
const photo =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAB20lEQVR42g3Loa6GIACA0fsufyabzWSzmWyhuNkwQmOjUNhsGLUZ+RrRaCT6CNfTz99PIzSdptdIzaAZNUozaWaN0ThN0CRN1pyav9+CWOgW+gW5MCyMC2phWpgXzIJbCAtpIS+cyxdWxEq30q/IlWFlXFEr08q8YlbcSlhJK3nlXL9gEZbO0lukZbCMFmWZLLPFWJwlWJIlW077BY/wdJ7eIz2DZ/Qoz+SZPcbjPMGTPNlz+i9ERKSL9BEZGSJjREWmyBwxERcJkRTJkTN+YUNsdBv9htwYNsYNtTFtzBtmw22EjbSRN87tCztip9vpd+TOsDPuqJ1pZ94xO24n7KSdvHPuXzgQB91BfyAPhoPxQB1MB/OBOXAH4SAd5IPz+MKFuOgu+gt5MVyMF+piupgvzIW7CBfpIl+c1xcKotAV+oIsDIWxoApTYS6YgiuEQirkwlm+UBGVrtJXZGWojBVVmSpzxVRcJVRSJVfO+oUbcdPd9DfyZrgZb9TNdDPfmBt3E27STb457y88iIfuoX+QD8PD+KAepof5wTy4h/CQHvLD+XyhIRpdo2/IxtAYG6oxNeaGabhGaKRGbpztCy/ipXvpX+TL8DK+qJfpZX4xL+4lvKSX/HK+/AOihOsQHFGRagAAAABJRU5ErkJggg==';

const meta = {
  component: AvatarDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    username: 'surfer_joe',
    currentUrl: null,
    choice: null,
    error: null,
    progress: null,
    busy: false,
    onPick: fn(),
    onUpload: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof AvatarDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No avatar yet: the initials, a picker, and Upload waiting for a file. */
export const Empty: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Change avatar' });
    await expect(within(dialog).getByLabelText('Choose an image')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif',
    );
    await expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    await expect(within(dialog).queryByRole('button', { name: 'Remove' })).toBeNull();
  },
};

/** A file chosen and checked: the preview in a circle, Upload ready. */
export const Preview: Story = {
  args: { choice: { url: photo, name: 'beach.png', size: 412_000 } },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Change avatar' });
    await expect(
      within(dialog).getByRole('img', { name: 'Preview of your new avatar' }),
    ).toBeVisible();
    await expect(within(dialog).getByText('beach.png · 402 KB')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await expect(args.onUpload).toHaveBeenCalledOnce();
  },
};

/** A refusal (here the browser's size check) in words; nothing to upload. */
export const ErrorMessage: Story = {
  args: { error: 'That image is 7.4 MB: avatars are up to 5 MB.' },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Change avatar' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('avatars are up to 5 MB');
    await expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  },
};

/** The server's refusal keeps the preview so the player sees what was refused. */
export const ServerRefused: Story = {
  args: {
    choice: { url: photo, name: 'huge.png', size: 4_900_000 },
    error: 'The image is too large: at most 25 megapixels (it has 8000x6000)',
  },
};

export const Uploading: Story = {
  args: { choice: { url: photo, name: 'beach.png', size: 412_000 }, busy: true, progress: 45 },
};

/** An avatar set: it shows, and Remove brings the initials back. */
export const WithAvatar: Story = {
  args: { currentUrl: photo },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Change avatar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};
