import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { ProgressBar } from '../../components/ProgressBar';
import { initials } from '../../lib/format';
import { AVATAR_ACCEPT, formatBytes } from './avatar-file';

export interface AvatarChoice {
  /** An object URL of the chosen file, for the preview. */
  url: string;
  name: string;
  size: number;
}

export interface AvatarDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  username: string;
  /** The avatar now (null: the initials stand in). */
  currentUrl: string | null;
  /** A file chosen and checked, shown as it will look before it is sent. */
  choice: AvatarChoice | null;
  error: string | null;
  /** Upload progress (0-100) while sending, else null. */
  progress: number | null;
  busy: boolean;
  onPick: (file: File | null) => void;
  onUpload: () => void;
  onRemove: () => void;
}

/**
 * 'Change avatar': pick a JPG, PNG or GIF (up to 5 MB), see it in a circle as the header will
 * show it, then Upload; or Remove the current one to go back to the initials.
 */
export function AvatarDialog({
  open,
  onOpenChange,
  username,
  currentUrl,
  choice,
  error,
  progress,
  busy,
  onPick,
  onUpload,
  onRemove,
}: AvatarDialogProps) {
  const shown = choice?.url ?? currentUrl;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Change avatar"
      description="A JPG, PNG or GIF of up to 5 MB. We crop it to a square, resize it to 128 × 128 pixels and remove its metadata."
    >
      <div className="flex items-center gap-4">
        {shown ? (
          <img
            src={shown}
            alt={choice ? 'Preview of your new avatar' : 'Your avatar'}
            className="h-24 w-24 shrink-0 rounded-full bg-abyss object-cover ring-2 ring-seaglass/50"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-24 w-24 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-surf to-tide font-display text-3xl font-bold text-abyss ring-2 ring-seaglass/40"
          >
            {initials(username)}
          </span>
        )}
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-foam">
            {choice ? 'Preview' : currentUrl ? 'Your avatar' : 'No avatar yet'}
          </p>
          <p className="text-foam/75">
            {choice
              ? `${choice.name} · ${formatBytes(choice.size)}`
              : currentUrl
                ? 'Choose an image to replace it.'
                : 'Your initials are shown until you upload one.'}
          </p>
        </div>
      </div>
      <label className="mt-4 flex h-10 w-full cursor-pointer items-center justify-center gap-2 rounded-full border border-surf/50 px-4 text-sm font-semibold text-seaglass hover:bg-surf/10 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-seaglass">
        <ImagePlus size={16} aria-hidden="true" />
        {choice ? 'Choose another image' : 'Choose an image'}
        <input
          type="file"
          accept={AVATAR_ACCEPT}
          className="sr-only"
          disabled={busy}
          onChange={(event) => {
            onPick(event.currentTarget.files?.[0] ?? null);
            // The same file chosen again after an error still fires a change.
            event.currentTarget.value = '';
          }}
        />
      </label>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-coral/10 px-3 py-2 text-sm text-coral">
          {error}
        </p>
      )}
      {progress !== null && (
        <div className="mt-3">
          <ProgressBar value={progress} label="Avatar upload progress" />
        </div>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        {currentUrl && (
          <Button variant="ghost" onClick={onRemove} disabled={busy}>
            <Trash2 size={16} aria-hidden="true" /> Remove
          </Button>
        )}
        <Button onClick={onUpload} disabled={!choice || busy}>
          <Upload size={16} aria-hidden="true" />{' '}
          {busy && progress !== null ? 'Uploading…' : 'Upload'}
        </Button>
      </div>
    </Modal>
  );
}
