import { ApiError, type User } from '@coinwave/api-contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadAvatar } from '../../lib/upload';
import { currentUser, setCurrentUser } from '../../lib/current-user';
import { testUser } from '../../test/user';
import { ChangeAvatarDialog } from './ChangeAvatarDialog';

vi.mock('../../lib/upload', () => ({ uploadAvatar: vi.fn() }));

const user: User = testUser();

let client: QueryClient;

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ChangeAvatarDialog open onOpenChange={onOpenChange} user={user} />
    </QueryClientProvider>,
  );
  return { onOpenChange, picker: screen.getByLabelText('Choose an image') };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  client = new QueryClient();
  setCurrentUser(client, user);
});
afterEach(() => {
  vi.mocked(uploadAvatar).mockReset();
  localStorage.clear();
});

describe('ChangeAvatarDialog', () => {
  it('previews a chosen PNG, uploads it and puts it on the signed-in user', async () => {
    vi.mocked(uploadAvatar).mockResolvedValue({ avatarUrl: '/media/avatars/new.webp' });
    const { onOpenChange, picker } = renderDialog();
    await userEvent.upload(picker, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Preview of your new avatar' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(currentUser(client)?.avatarUrl).toBe('/media/avatars/new.webp'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('refuses a file of another type before sending anything', async () => {
    const { picker } = renderDialog();
    const chooser = userEvent.setup({ applyAccept: false });
    await chooser.upload(picker, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose a JPG, PNG or GIF image: logo.svg is not one.',
    );
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(uploadAvatar).not.toHaveBeenCalled();
  });

  it("shows the server's own words when it refuses the image", async () => {
    vi.mocked(uploadAvatar).mockRejectedValue(
      new ApiError(429, JSON.stringify({ error: 'Too many uploads: try again in a minute' })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { onOpenChange, picker } = renderDialog();
    await userEvent.upload(picker, new File(['gif'], 'me.gif', { type: 'image/gif' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many uploads: try again in a minute',
    );
    expect(currentUser(client)?.avatarUrl).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
