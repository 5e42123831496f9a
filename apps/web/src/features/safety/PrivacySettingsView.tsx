import type { BlockedUser, DmPrivacy, PublicUser } from '@coinwave/api-contract';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Panel } from '../../components/Panel';
import { timeAgo } from '../../lib/time';

/** Each DM setting as the player reads it. */
export const DM_PRIVACY_TEXT: Record<DmPrivacy, { label: string; hint: string }> = {
  everyone: { label: 'Everyone', hint: 'Any player can start a conversation with you.' },
  contacts: {
    label: 'Only people I have written to',
    hint: 'Players you have sent a direct message can write back; others cannot.',
  },
  nobody: {
    label: 'Nobody',
    hint: 'No one can send you direct messages. You can still write to others.',
  },
};
const ORDER: DmPrivacy[] = ['everyone', 'contacts', 'nobody'];

export interface PrivacySettingsViewProps {
  /** The saved setting (undefined while it loads). */
  dms: DmPrivacy | undefined;
  onChangeDms: (dms: DmPrivacy) => void;
  savingDms: boolean;
  /** Whom the player blocked, newest first (undefined while loading). */
  blocks: readonly BlockedUser[] | undefined;
  onUnblock: (user: PublicUser) => void;
  /** The player being unblocked right now. */
  unblockingId: string | null;
  now: number;
}

/**
 * 'Privacy & Blocks': who may send the player direct messages, saved as it changes,
 * and the players they blocked, each with Unblock.
 */
export function PrivacySettingsView({
  dms,
  onChangeDms,
  savingDms,
  blocks,
  onUnblock,
  unblockingId,
  now,
}: PrivacySettingsViewProps) {
  const blockedHeading = useId();
  return (
    <Panel id="privacy" title="Privacy & Blocks" icon={<ShieldCheck size={18} />}>
      <div className="flex flex-col gap-5">
        <fieldset className="flex flex-col gap-2" disabled={dms === undefined || savingDms}>
          <legend className="mb-2 text-sm font-semibold text-foam">
            Who can send you direct messages
          </legend>
          {ORDER.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-white/10 px-3 py-2 hover:bg-white/5 has-[:checked]:border-surf has-[:checked]:bg-surf/10"
            >
              <input
                type="radio"
                name="dm-privacy"
                value={value}
                checked={dms === value}
                onChange={() => onChangeDms(value)}
                className="mt-1 accent-surf"
              />
              <span className="flex flex-col">
                <span className="text-sm font-semibold text-foam">
                  {DM_PRIVACY_TEXT[value].label}
                </span>
                <span className="text-xs text-foam/65">{DM_PRIVACY_TEXT[value].hint}</span>
              </span>
            </label>
          ))}
          <p className="text-xs text-foam/60" aria-live="polite">
            {savingDms ? 'Saving…' : 'Blocked players can never send you direct messages.'}
          </p>
        </fieldset>

        <section
          aria-labelledby={blockedHeading}
          className="flex flex-col gap-2 border-t border-white/10 pt-4"
        >
          <h3 id={blockedHeading} className="text-sm font-semibold text-foam">
            Blocked players{blocks && blocks.length > 0 ? ` (${blocks.length})` : ''}
          </h3>
          {blocks === undefined ? (
            <p className="text-sm text-foam/60">Loading…</p>
          ) : blocks.length === 0 ? (
            <p className="text-sm text-foam/70">
              You have not blocked anyone. To block a player, open the menu (⋯) on one of their chat
              messages.
            </p>
          ) : (
            <ul
              aria-label="Blocked players"
              className="flex max-h-72 flex-col gap-1 overflow-y-auto pr-1"
            >
              {blocks.map(({ user, blockedAt }) => (
                <li
                  key={user.id}
                  className="flex items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-white/5"
                >
                  <Avatar username={user.username} src={user.avatarUrl} size="sm" />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-sm font-semibold text-foam">
                      {user.username}
                    </span>
                    <span className="text-xs text-foam/60">
                      Blocked <time dateTime={blockedAt}>{timeAgo(blockedAt, now)}</time>
                    </span>
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onUnblock(user)}
                    disabled={unblockingId !== null}
                    aria-label={`Unblock ${user.username}`}
                  >
                    {unblockingId === user.id ? 'Unblocking…' : 'Unblock'}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Panel>
  );
}
