import { describe, expect, it, vi } from 'vitest';
import { captureLive, liveSupport } from './live-capture';
import { startErrorText } from './use-live-controls';

const devices = (over: Partial<MediaDevices>) => over as MediaDevices;

describe('live capture', () => {
  it('tells what can be streamed (WebRTC peers needed for either)', () => {
    const nav = { mediaDevices: { getUserMedia: vi.fn() } } as unknown as Navigator;
    expect(liveSupport(nav, true)).toEqual({ camera: true, screen: false });
    expect(liveSupport(nav, false)).toEqual({ camera: false, screen: false });
    expect(liveSupport(undefined, true)).toEqual({ camera: false, screen: false });
  });

  it('shares the camera with sound, or alone when there is no microphone', async () => {
    const stream = {} as MediaStream;
    const getUserMedia = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('no mic'), { name: 'NotFoundError' }))
      .mockResolvedValueOnce(stream);
    expect(await captureLive('camera', devices({ getUserMedia }))).toBe(stream);
    expect(
      getUserMedia.mock.calls.map(([c]) => Boolean((c as MediaStreamConstraints).audio)),
    ).toEqual([true, false]);
    const refused = vi
      .fn()
      .mockRejectedValue(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    await expect(captureLive('camera', devices({ getUserMedia: refused }))).rejects.toThrow('no');
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('shares a screen through getDisplayMedia, and says when the browser cannot', async () => {
    const getDisplayMedia = vi.fn().mockResolvedValue('screen');
    expect(await captureLive('screen', devices({ getDisplayMedia }))).toBe('screen');
    await expect(captureLive('screen', devices({}))).rejects.toThrow(
      'Media sharing is not supported in this browser.',
    );
  });

  it("words a failed start: the browser's refusals in plain English, the server's as said", () => {
    expect(startErrorText(Object.assign(new Error(''), { name: 'NotAllowedError' }))).toMatch(
      /not allowed to share/,
    );
    expect(
      startErrorText(new Error('You are already live in another tab: end that stream first')),
    ).toBe('You are already live in another tab: end that stream first');
    expect(startErrorText('?')).toBe('Could not start live stream.');
  });
});
