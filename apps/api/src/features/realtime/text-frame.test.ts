import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { sendTextFrame, textFrame } from './text-frame';

let server: WebSocketServer | undefined;
afterEach(async () => {
  for (const client of server?.clients ?? []) client.terminate();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A server socket and the client's received texts, over a real connection. */
async function connected(perMessageDeflate: boolean) {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate });
  await once(server, 'listening');
  const accepted = once(server, 'connection') as Promise<[WebSocket]>;
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`, {
    perMessageDeflate,
  });
  const received: string[] = [];
  client.on('message', (data, isBinary) => received.push(isBinary ? '(binary)' : String(data)));
  await once(client, 'open');
  const [socket] = await accepted;
  const receivedCount = async (n: number) => {
    while (received.length < n) await once(client, 'message');
  };
  return { socket, received, receivedCount };
}

// Payload lengths of the three header sizes (7-bit, 16-bit and 64-bit), with multi-byte UTF-8.
const TEXTS = ['hi 🌊', `{"chat":"${'é'.repeat(100)}"}`, 'x'.repeat(70_000) + '✓'];

describe('a broadcast frame written straight to the socket', () => {
  it('arrives as the same text, in order with the frames ws sends itself', async () => {
    const { socket, received, receivedCount } = await connected(false);
    expect(socket.extensions).toBe('');
    for (const text of TEXTS) {
      sendTextFrame(socket, Buffer.from(text));
      socket.send('between');
    }
    await receivedCount(6);
    expect(received).toEqual(TEXTS.flatMap((text) => [text, 'between']));
  });

  it('is built once per broadcast', () => {
    const bytes = Buffer.from('one frame for every socket');
    expect(textFrame(bytes)).toBe(textFrame(bytes));
    expect(textFrame(Buffer.from('one frame for every socket'))).not.toBe(textFrame(bytes));
  });

  it('goes through ws on a socket with an extension, whose frames wait while it compresses', async () => {
    const { socket, received, receivedCount } = await connected(true);
    expect(socket.extensions).toContain('permessage-deflate');
    for (const text of TEXTS) {
      socket.send(`before ${text.length}`);
      sendTextFrame(socket, Buffer.from(text));
    }
    await receivedCount(6);
    expect(received).toEqual(TEXTS.flatMap((text) => [`before ${text.length}`, text]));
  });
});
