import type { LiveSource } from '@coinwave/api-contract';

/** What this browser can stream: a camera, a screen or tab, and peers to send them. */
export interface LiveSupport {
  camera: boolean;
  screen: boolean;
}

/** Live streaming needs WebRTC peers and at least one capture. */
export function liveSupport(
  nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator,
  hasPeers: boolean = typeof RTCPeerConnection !== 'undefined',
): LiveSupport {
  const devices = nav?.mediaDevices;
  return {
    camera: hasPeers && typeof devices?.getUserMedia === 'function',
    screen: hasPeers && typeof devices?.getDisplayMedia === 'function',
  };
}

/** A stream's picture: 720p is plenty for up to 8 peers on a home uplink. */
const CAMERA: MediaTrackConstraints = { width: { ideal: 1280 }, height: { ideal: 720 } };

/**
 * Captures what the streamer shares: the camera with the microphone (or the camera alone when
 * there is no microphone), or a screen / window / tab with its sound when the browser offers it.
 */
export async function captureLive(
  source: LiveSource,
  devices: MediaDevices | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.mediaDevices,
): Promise<MediaStream> {
  if (source === 'screen') {
    if (typeof devices?.getDisplayMedia !== 'function')
      throw new Error('Media sharing is not supported in this browser.');
    return devices.getDisplayMedia({ video: { frameRate: { ideal: 30 } }, audio: true });
  }
  if (typeof devices?.getUserMedia !== 'function')
    throw new Error('Media sharing is not supported in this browser.');
  try {
    return await devices.getUserMedia({ video: CAMERA, audio: true });
  } catch (error) {
    // No microphone (or it was refused): the picture alone.
    if ((error as Error).name === 'NotAllowedError') throw error;
    return devices.getUserMedia({ video: CAMERA });
  }
}
