import { LogOut } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Avatar } from '../../components/Avatar';
import { useDismiss } from '../../lib/use-dismiss';

export interface AvatarMenuProps {
  username: string;
  onLogout: () => void;
}

/** The avatar (first two letters of the username) opening a small menu with Logout. */
export function AvatarMenu({ username, onLogout }: AvatarMenuProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const root = useDismiss(open, close);
  const menuId = useId();
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="cursor-pointer rounded-full focus-visible:outline-2 focus-visible:outline-seaglass"
      >
        <Avatar username={username} />
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
          <button
            type="button"
            onClick={onLogout}
            className="flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-semibold text-coral hover:bg-white/5"
          >
            <LogOut size={16} aria-hidden="true" /> Logout
          </button>
        </div>
      )}
    </div>
  );
}
