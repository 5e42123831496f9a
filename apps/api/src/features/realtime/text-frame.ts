import type { Duplex } from 'node:stream';
import { Sender, type WebSocket } from 'ws';

// ws's frame builder, which its types leave out (ws 8: lib/sender.js, exported by the package).
declare module 'ws' {
  export class Sender {
    static frame(
      data: Buffer,
      options: { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean },
    ): Buffer[];
  }
}

/** Each broadcast's WebSocket frame, by its bytes: built for its first socket, reused by the rest. */
const frames = new WeakMap<Buffer, Buffer>();

/** `bytes` (UTF-8 text) as one unmasked, final WebSocket text frame: header and payload in one buffer. */
export function textFrame(bytes: Buffer): Buffer {
  let frame = frames.get(bytes);
  if (!frame) {
    frame = Buffer.concat(
      Sender.frame(bytes, { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false }),
    );
    frames.set(bytes, frame);
  }
  return frame;
}

/**
 * Sends a broadcast's text (`bytes`, shared by all its sockets) to one open socket: the frame,
 * built once per broadcast, written straight to the TCP socket in one write, where `ws` would
 * frame it again for every socket and write its header and payload apart. Only on a socket
 * without extensions (the server never offers permessage-deflate, ws's default): ws's sender then
 * writes each frame of its own (pings, replies, close) at once and never holds one back, so the
 * frames keep their order, and `bufferedAmount` counts what waits in the TCP socket, these
 * included. A socket with an extension gets `ws`'s own send.
 */
export function sendTextFrame(socket: WebSocket, bytes: Buffer): void {
  if (socket.extensions !== '') socket.send(bytes, { binary: false });
  else (socket as unknown as { _socket: Duplex })._socket.write(textFrame(bytes));
}
