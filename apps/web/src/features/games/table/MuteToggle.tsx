import { Volume2, VolumeX } from 'lucide-react';

export interface MuteToggleProps {
  muted: boolean;
  onToggle: () => void;
}

/** The game sounds' on/off switch. */
export function MuteToggle({ muted, onToggle }: MuteToggleProps) {
  return (
    <button
      type="button"
      aria-pressed={muted}
      aria-label={muted ? 'Sound off' : 'Sound on'}
      title={muted ? 'Turn sound on' : 'Turn sound off'}
      onClick={onToggle}
      className="inline-flex h-8 w-8 cursor-pointer items-center justify-center rounded-full border border-white/15 text-foam/80 hover:bg-white/10 hover:text-foam"
    >
      {muted ? <VolumeX size={16} aria-hidden="true" /> : <Volume2 size={16} aria-hidden="true" />}
    </button>
  );
}
