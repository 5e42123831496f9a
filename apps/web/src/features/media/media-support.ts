/** Whether this browser can record the screen (getDisplayMedia + MediaRecorder). */
export function isMediaSupported(
  nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): boolean {
  return (
    !!nav?.mediaDevices &&
    typeof nav.mediaDevices.getDisplayMedia === 'function' &&
    typeof MediaRecorder !== 'undefined'
  );
}

/** Spec section 9: ideal 1920x1080 at 30 fps. */
export const DISPLAY_CONSTRAINTS: DisplayMediaStreamOptions = {
  video: { width: { ideal: 1920 }, height: { ideal: 1080 }, frameRate: { ideal: 30 } },
  audio: true,
};

/** MediaRecorder delivers a chunk every second (spec section 9). */
export const RECORDER_TIMESLICE_MS = 1000;

/** The upload progress bar clears 1 second after an upload ends (spec section 4). */
export const PROGRESS_RESET_MS = 1000;

/** The webm type this browser records, preferring VP9/VP8 with Opus. */
export function pickWebmType(isSupported: (type: string) => boolean): string {
  return (
    ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm'].find(isSupported) ??
    'video/webm'
  );
}
