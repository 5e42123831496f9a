import { Gavel, ImageUp, LogOut, Settings } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { useDismiss } from '../../lib/use-dismiss';

export interface AvatarMenuProps {
  username: string;
  /** The uploaded avatar; null shows the first two letters of the username. */
  avatarUrl?: string | null;
  /** 'Change avatar': opens the avatar dialog. */
  onChangeAvatar?: () => void;
  onLogout: () => void;
  /** A moderator's menu also leads to the reports queue (`/moderation`). */
  moderator?: boolean;
}

const ITEM =
  'flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-semibold hover:bg-white/5';

/**
 * The avatar (the picture, or the first two letters of the username) opening a small menu:
 * Change avatar, Settings (`/settings`), Moderation (`/moderation`, moderators only), Logout.
 */
export function AvatarMenu({
  username,
  avatarUrl = null,
  onChangeAvatar,
  onLogout,
  moderator = false,
}: AvatarMenuProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const root = useDismiss(open, close);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="cursor-pointer rounded-full focus-visible:outline-2 focus-visible:outline-seaglass"
      >
        <Avatar username={username} src={avatarUrl} />
        <span className="sr-only">Account menu for {username}</span>
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute top-full right-0 z-30 mt-2 w-52 rounded-xl border border-white/10 bg-deep p-2 shadow-2xl"
        >
          <p className="truncate px-3 py-2 text-sm text-foam/80">
            Signed in as <strong className="text-foam">{username}</strong>
          </p>
          {onChangeAvatar && (
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                // The dialog hands focus back to what had it when it opened: the avatar, which
                // stays, rather than this item, which is about to go.
                trigger.current?.focus();
                onChangeAvatar();
              }}
              className={`${ITEM} text-foam`}
            >
              <ImageUp size={16} aria-hidden="true" /> Change avatar
            </button>
          )}
          <Link
            to="/settings"
            className={`${ITEM} text-foam no-underline hover:no-underline`}
            onClick={() => setOpen(false)}
          >
            <Settings size={16} aria-hidden="true" /> Settings
          </Link>
          {moderator && (
            <Link
              to="/moderation"
              className={`${ITEM} text-foam no-underline hover:no-underline`}
              onClick={() => setOpen(false)}
            >
              <Gavel size={16} aria-hidden="true" /> Moderation
            </Link>
          )}
          <button type="button" onClick={onLogout} className={`${ITEM} text-coral`}>
            <LogOut size={16} aria-hidden="true" /> Logout
          </button>
        </div>
      )}
    </div>
  );
}
