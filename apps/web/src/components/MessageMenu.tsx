import { Ban, Flag, MoreHorizontal, Trash2 } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';

export interface MessageMenuProps {
  /** Who wrote the message: named in the button's label and in "Block <name>". */
  senderName: string;
  /** The player's own message (the label says "your message"). */
  mine?: boolean;
  /** Report and Block are offered on other players' messages. */
  canReport: boolean;
  canBlock: boolean;
  /** Moderators may delete any message. */
  canDelete: boolean;
  onReport: () => void;
  onBlock: () => void;
  onDelete: () => void;
}

const ITEM =
  'flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-semibold outline-none hover:bg-white/5 focus-visible:bg-white/10';
const MENU_WIDTH = 192;

/**
 * The small "⋯" menu on a chat message or DM: Report, Block <name> and, for moderators, Delete.
 * Keyboard first: Enter, Space or ArrowDown open it on the first item, ArrowUp on the last; the
 * arrows, Home and End move between items; Escape or Tab closes it and focus returns to the
 * button. It floats above the chat (fixed, beside the button), so a scrolling list never clips it.
 * Renders nothing when no item applies (one's own message, for a player).
 */
export function MessageMenu({
  senderName,
  mine = false,
  canReport,
  canBlock,
  canDelete,
  onReport,
  onBlock,
  onDelete,
}: MessageMenuProps) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [place, setPlace] = useState<{ top: number; left: number; up: boolean } | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const label = mine ? 'Actions for your message' : `Actions for ${senderName}'s message`;

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  }, []);

  useLayoutEffect(() => {
    if (!open || !trigger.current) return;
    const rect = trigger.current.getBoundingClientRect();
    const up = rect.bottom + 180 > window.innerHeight && rect.top > 180;
    const left = Math.max(8, Math.min(rect.right - MENU_WIDTH, window.innerWidth - MENU_WIDTH - 8));
    setPlace({ top: up ? rect.top - 4 : rect.bottom + 4, left, up });
  }, [open]);

  useEffect(() => {
    if (!open || !place) return;
    const items = menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    (open === 'first' ? items?.[0] : items?.[items.length - 1])?.focus();
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      const target = e.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) close(false);
    };
    // The menu stays where it opened: when the page or the chat scrolls away under it, it closes.
    const scrolled = (e: Event) => {
      if (!menu.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener('mousedown', outside);
    window.addEventListener('scroll', scrolled, true);
    window.addEventListener('resize', scrolled);
    return () => {
      document.removeEventListener('mousedown', outside);
      window.removeEventListener('scroll', scrolled, true);
      window.removeEventListener('resize', scrolled);
    };
  }, [open, close]);

  if (!canReport && !canBlock && !canDelete) return null;

  const choose = (action: () => void) => {
    close(true);
    action();
  };
  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(items.length - 1);
    else if (e.key === 'Escape') close(true);
    else if (e.key === 'Tab') return close(true);
    else return;
    e.preventDefault();
  };
  const onTriggerKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(e.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const item = (text: string, icon: ReactNode, action: () => void, danger = false) => (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      onClick={() => choose(action)}
      className={`${ITEM} ${danger ? 'text-coral' : 'text-foam'}`}
    >
      {icon}
      <span className="truncate">{text}</span>
    </button>
  );

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={onTriggerKey}
        className="inline-flex h-6 w-6 shrink-0 cursor-pointer items-center justify-center rounded-full text-foam/55 hover:bg-white/10 hover:text-foam focus-visible:outline-2 focus-visible:outline-seaglass aria-expanded:bg-white/10 aria-expanded:text-foam"
      >
        <MoreHorizontal size={16} aria-hidden="true" />
      </button>
      {open &&
        place &&
        createPortal(
          <div
            ref={menu}
            id={menuId}
            role="menu"
            aria-label={label}
            onKeyDown={onMenuKey}
            style={{
              top: place.top,
              left: place.left,
              width: MENU_WIDTH,
              transform: place.up ? 'translateY(-100%)' : undefined,
            }}
            className="fixed z-50 rounded-xl border border-white/10 bg-deep p-1.5 shadow-2xl"
          >
            {canReport && item('Report', <Flag size={15} aria-hidden="true" />, onReport)}
            {canBlock &&
              item(`Block ${senderName}`, <Ban size={15} aria-hidden="true" />, onBlock, true)}
            {canDelete &&
              item('Delete message', <Trash2 size={15} aria-hidden="true" />, onDelete, true)}
          </div>,
          document.body,
        )}
    </>
  );
}
