import { useSoundStore } from '../stores/sound.store';

/** The game sounds, synthesised with Web Audio (no files to load). */
export type SoundName =
  'click' | 'tick' | 'reelStop' | 'win' | 'jackpot' | 'lose' | 'card' | 'chip' | 'pop' | 'wrong';

interface Note {
  /** Frequency in Hz. */
  f: number;
  /** Start offset and duration in seconds. */
  at: number;
  dur: number;
  type?: OscillatorType;
  gain?: number;
}

const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;

const SOUNDS: Record<SoundName, Note[]> = {
  click: [{ f: 880, at: 0, dur: 0.04, type: 'square', gain: 0.05 }],
  tick: [{ f: 1400, at: 0, dur: 0.02, type: 'square', gain: 0.02 }],
  reelStop: [{ f: 220, at: 0, dur: 0.08, type: 'triangle', gain: 0.12 }],
  card: [{ f: 2400, at: 0, dur: 0.03, type: 'sawtooth', gain: 0.03 }],
  chip: [
    { f: 1800, at: 0, dur: 0.03, type: 'triangle', gain: 0.08 },
    { f: 2600, at: 0.03, dur: 0.03, type: 'triangle', gain: 0.06 },
  ],
  pop: [{ f: 600, at: 0, dur: 0.06, type: 'square', gain: 0.08 }],
  wrong: [
    { f: 180, at: 0, dur: 0.12, type: 'sawtooth', gain: 0.08 },
    { f: 120, at: 0.1, dur: 0.18, type: 'sawtooth', gain: 0.08 },
  ],
  win: [
    { f: C5, at: 0, dur: 0.12 },
    { f: E5, at: 0.1, dur: 0.12 },
    { f: G5, at: 0.2, dur: 0.2 },
  ],
  jackpot: [
    { f: C5, at: 0, dur: 0.12 },
    { f: E5, at: 0.1, dur: 0.12 },
    { f: G5, at: 0.2, dur: 0.12 },
    { f: C6, at: 0.3, dur: 0.3 },
    { f: G5, at: 0.55, dur: 0.1 },
    { f: C6, at: 0.65, dur: 0.5 },
  ],
  lose: [
    { f: 392, at: 0, dur: 0.15, type: 'triangle' },
    { f: 311, at: 0.15, dur: 0.3, type: 'triangle' },
  ],
};

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor =
    globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

/** Plays a sound unless the player muted them; silently does nothing without Web Audio. */
export function playSound(name: SoundName): void {
  if (useSoundStore.getState().muted) return;
  try {
    const ctx = audioContext();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume();
    const start = ctx.currentTime;
    for (const note of SOUNDS[name]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = note.type ?? 'sine';
      osc.frequency.value = note.f;
      const peak = note.gain ?? 0.1;
      gain.gain.setValueAtTime(0.0001, start + note.at);
      gain.gain.exponentialRampToValueAtTime(peak, start + note.at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.dur);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start + note.at);
      osc.stop(start + note.at + note.dur + 0.02);
    }
  } catch {
    // Audio is decoration: a browser that refuses it must not break the game.
  }
}
