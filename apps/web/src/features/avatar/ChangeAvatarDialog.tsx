import { routes, type User } from '@coinwave/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { mergeCurrentUser } from '../../lib/current-user';
import { uploadAvatar } from '../../lib/upload';
import { toast } from '../../stores/toast.store';
import { avatarErrorText, checkAvatarFile } from './avatar-file';
import { AvatarDialog } from './AvatarDialog';

export interface ChangeAvatarDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: Pick<User, 'id' | 'username' | 'avatarUrl'>;
}

/**
 * The avatar dialog wired to the server: the file is checked here first (type, 5 MB), sent with
 * progress, and the new avatar goes into the signed-in user at once (the header) and into every
 * list that shows players (leaderboards, champions) by refetching them.
 */
export function ChangeAvatarDialog({ open, onOpenChange, user }: ChangeAvatarDialogProps) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  // Each preview URL holds the file in memory until it is revoked.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const clear = () => {
    setFile(null);
    setPreview(null);
    setError(null);
    setProgress(null);
  };

  const changeOpen = (next: boolean) => {
    if (!next && !busy) clear();
    onOpenChange(next);
  };

  const pick = (chosen: File | null) => {
    if (!chosen) return;
    setProgress(null);
    const problem = checkAvatarFile(chosen);
    setError(problem);
    setFile(problem ? null : chosen);
    setPreview(problem ? null : URL.createObjectURL(chosen));
  };

  const applied = (avatarUrl: string | null, title: string) => {
    mergeCurrentUser(queryClient, { avatarUrl }, user.id);
    // Leaderboards, chat and past champions carry avatars: read them again.
    void queryClient.invalidateQueries({ queryKey: ['wave'] });
    void queryClient.invalidateQueries({ queryKey: ['waves'] });
    toast({ title, variant: 'success' });
    clear();
    onOpenChange(false);
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      console.warn('Changing the avatar failed', failure);
      setError(avatarErrorText(failure));
      setProgress(null);
    } finally {
      setBusy(false);
    }
  };

  const upload = () =>
    run(async () => {
      if (!file) return;
      setProgress(0);
      const reply = await uploadAvatar(file, file.name, setProgress);
      applied(reply.avatarUrl, 'Avatar updated');
    });

  const remove = () =>
    run(async () => {
      const reply = await api(routes.deleteAvatar, {});
      applied(reply.avatarUrl, 'Avatar removed');
    });

  return (
    <AvatarDialog
      open={open}
      onOpenChange={changeOpen}
      username={user.username}
      currentUrl={user.avatarUrl}
      choice={file && preview ? { url: preview, name: file.name, size: file.size } : null}
      error={error}
      progress={progress}
      busy={busy}
      onPick={pick}
      onUpload={() => void upload()}
      onRemove={() => void remove()}
    />
  );
}
