import { MESSAGE_MAX_LENGTH } from '@coinwave/api-contract';
import { SendHorizontal } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { cleanMessage, isSendKey } from './chat-input';

export interface ComposerProps {
  label: string;
  placeholder: string;
  onSend: (content: string) => void;
  disabled?: boolean;
}

/** The chat text box: Enter sends, Shift+Enter adds a line, blank input is ignored. */
export function Composer({ label, placeholder, onSend, disabled = false }: ComposerProps) {
  const [text, setText] = useState('');
  const send = () => {
    const content = cleanMessage(text);
    if (content === null || disabled) return;
    onSend(content);
    setText('');
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
      send();
    }
  };
  return (
    <div className="flex items-end gap-2">
      <textarea
        aria-label={label}
        placeholder={placeholder}
        value={text}
        rows={1}
        maxLength={MESSAGE_MAX_LENGTH}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        className="max-h-28 min-h-10 flex-1 resize-none rounded-xl border border-white/15 bg-abyss/70 px-3 py-2 text-sm text-foam placeholder:text-foam/45 focus:border-surf focus:outline-none disabled:opacity-50"
      />
      <button
        type="button"
        onClick={send}
        disabled={disabled || cleanMessage(text) === null}
        aria-label="Send message"
        className="flex h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded-full bg-surf text-abyss transition hover:bg-seaglass disabled:cursor-not-allowed disabled:opacity-40"
      >
        <SendHorizontal size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
