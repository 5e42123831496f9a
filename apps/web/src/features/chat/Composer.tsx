import { MESSAGE_MAX_LENGTH } from '@coinwave/api-contract';
import { CircleAlert, SendHorizontal } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { cleanMessage, isSendKey } from './chat-input';
import type { SendResult } from './send-result';

export interface ComposerProps {
  label: string;
  placeholder: string;
  /**
   * Sends the trimmed message and says what became of it. The box clears only once the server
   * accepted it; a refusal keeps the text and shows the reason under the box.
   */
  onSend: (content: string) => Promise<SendResult>;
  disabled?: boolean;
}

/**
 * The chat text box: Enter sends, Shift+Enter adds a line, blank input is ignored (spec sections 2
 * and 5). Nothing typed is lost: a message the server refused, or that never reached it, stays in
 * the box with the reason beside it until the player edits or sends again.
 */
export function Composer({ label, placeholder, onSend, disabled = false }: ComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A ref as well as state: two quick Enter presses arrive before React re-renders.
  const inFlight = useRef(false);
  const errorId = useId();

  const send = async () => {
    const content = cleanMessage(text);
    if (content === null || disabled || inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setError(null);
    const sent = text;
    const result = await onSend(content);
    inFlight.current = false;
    setSending(false);
    // Only what was sent goes away: anything typed while it was on its way stays.
    if (result.ok) setText((current) => (current === sent ? '' : current));
    else setError(result.error);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (
      isSendKey({
        key: event.key,
        shiftKey: event.shiftKey,
        isComposing: event.nativeEvent.isComposing,
      })
    ) {
      event.preventDefault();
      void send();
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-end gap-2">
        <textarea
          aria-label={label}
          placeholder={placeholder}
          value={text}
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          disabled={disabled}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? errorId : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          className="max-h-28 min-h-10 flex-1 resize-none rounded-xl border border-white/15 bg-abyss/70 px-3 py-2 text-sm text-foam placeholder:text-foam/45 focus:border-surf focus:outline-none disabled:opacity-50 aria-invalid:border-coral/70"
        />
        <button
          type="button"
          onClick={() => void send()}
          disabled={disabled || sending || cleanMessage(text) === null}
          aria-label="Send message"
          className="flex h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded-full bg-surf text-abyss transition hover:bg-seaglass disabled:cursor-not-allowed disabled:opacity-40"
        >
          <SendHorizontal size={18} aria-hidden="true" />
        </button>
      </div>
      {error !== null && (
        <p
          id={errorId}
          role="alert"
          data-testid="composer-error"
          className="flex items-start gap-1.5 text-xs text-coral"
        >
          <CircleAlert size={14} aria-hidden="true" className="mt-px shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
