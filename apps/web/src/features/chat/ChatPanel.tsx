import { MessageCircle, MessagesSquare, Users } from 'lucide-react';
import { Panel } from '../../components/Panel';
import { useCurrentWave } from '../../lib/use-current-wave';
import { useDmStore } from '../../stores/dm.store';
import { useRealtimeStore } from '../realtime/realtime';
import { totalUnread } from './contacts';
import { DirectMessages } from './DirectMessages';
import { UnreadBadge } from './UnreadBadge';
import { useContacts } from './use-contacts';
import { WaveChat } from './WaveChat';

/**
 * Wave Chat with its online count, and the Direct Messages toggle (spec section 2), which carries
 * the unread total so a DM is noticed from the wave chat too.
 */
export function ChatPanel({ userId }: { userId: string }) {
  const { data: wave } = useCurrentWave();
  const { dmMode, setDmMode } = useDmStore();
  const unread = totalUnread(useContacts(userId).data ?? []);
  const online = useRealtimeStore((s) =>
    s.online && s.online.waveId === wave?.id ? s.online.count : null,
  );
  return (
    <Panel
      id="chat"
      title={dmMode ? 'Direct Messages' : 'Wave Chat'}
      icon={dmMode ? <MessagesSquare size={18} /> : <MessageCircle size={18} />}
      subtitle={
        !dmMode && (
          <span
            className="inline-flex items-center gap-1 rounded-full bg-emerald-400/15 px-2 py-0.5 font-sans text-xs font-semibold whitespace-nowrap text-emerald-300"
            data-testid="online-count"
          >
            <Users size={12} aria-hidden="true" /> {online ?? wave?.currentPlayers ?? 0} online
          </span>
        )
      }
      actions={
        <button
          type="button"
          aria-pressed={dmMode}
          onClick={() => setDmMode(!dmMode)}
          className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-surf/40 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-seaglass hover:bg-surf/10 aria-pressed:bg-surf aria-pressed:text-abyss"
        >
          {dmMode ? 'Wave Chat' : 'Direct Messages'}
          {!dmMode && <UnreadBadge count={unread} />}
        </button>
      }
    >
      {dmMode ? <DirectMessages userId={userId} /> : <WaveChat userId={userId} waveId={wave?.id} />}
    </Panel>
  );
}
