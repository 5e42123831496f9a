import { createHash } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { Sender, WebSocketServer } from 'ws';
import { openClient, readFrames } from './fanout-client.mjs';

// bench:fanout's own client against the `ws` server the API runs on: what it reads and sends must
// be WebSocket as `ws` speaks it, or the bench would count frames that were never delivered.

const frameOf = (text) =>
  Buffer.concat(
    Sender.frame(Buffer.from(text), {
      fin: true,
      opcode: 1,
      mask: false,
      readOnly: true,
      rsv1: false,
    }),
  );

describe('fan-out bench client', () => {
  const closers = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  /** A `ws` server on a free port, its first connection and the request that opened it. */
  async function server() {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
    closers.push(() => new Promise((resolve) => wss.close(resolve)));
    await once(wss, 'listening');
    const connected = once(wss, 'connection');
    return { url: `ws://127.0.0.1:${wss.address().port}`, connected };
  }

  it('reads the frames of a `ws` server, sends it masked text and answers its pings', async () => {
    const { url, connected } = await server();
    const frames = [];
    let clientClosed;
    const closed = new Promise((resolve) => (clientClosed = resolve));
    const client = await openClient(
      url,
      { origin: 'http://bench.test' },
      (payload) => frames.push(payload.toString()),
      () => clientClosed(),
    );
    const [socket, request] = await connected;
    expect(request.headers.origin).toBe('http://bench.test');

    const long = 'b'.repeat(70_000); // an 8-byte length
    socket.send('short');
    socket.send('a'.repeat(300)); // a 2-byte length
    socket.send(long);
    socket._socket.write(Buffer.concat([frameOf('one'), frameOf('two')])); // one chunk

    const message = once(socket, 'message');
    client.send('from the client');
    expect(String((await message)[0])).toBe('from the client');

    const pong = once(socket, 'pong');
    socket.ping('are you there');
    expect(String((await pong)[0])).toBe('are you there');

    // The pong came after every frame before the ping: all of them were read.
    expect(frames).toEqual(['short', 'a'.repeat(300), long, 'one', 'two']);
    // The server's close frame ends the client's connection.
    socket.close();
    await closed;
  });

  it('cuts a stream of frames cut into chunks anywhere into the same frames', () => {
    const texts = ['x', 'y'.repeat(125), 'z'.repeat(126), 'w'.repeat(65_536)];
    const stream = Buffer.concat(texts.map(frameOf));
    for (const cut of [1, 2, 3, 4, 5, 127, 129, 130, 131, 260, stream.length - 1]) {
      const read = [];
      let rest = readFrames(stream.subarray(0, cut), (opcode, payload) =>
        read.push([opcode, payload.toString()]),
      );
      rest = readFrames(
        rest ? Buffer.concat([rest, stream.subarray(cut)]) : stream.subarray(cut),
        (opcode, payload) => read.push([opcode, payload.toString()]),
      );
      expect(rest).toBeNull();
      expect(read).toEqual(texts.map((text) => [1, text]));
    }
  });

  it('refuses a server that does not upgrade', async () => {
    const refusing = http.createServer((_req, res) => res.writeHead(403).end('no'));
    refusing.listen(0, '127.0.0.1');
    await once(refusing, 'listening');
    closers.push(() => new Promise((resolve) => refusing.close(resolve)));
    await expect(
      openClient(
        `ws://127.0.0.1:${refusing.address().port}`,
        {},
        () => {},
        () => {},
      ),
    ).rejects.toThrow(/upgrade refused with 403/);
  });

  /**
   * A bare TCP server that answers the upgrade with `respond(key)`'s chunks, one write each, a
   * moment apart (so the client reads them apart), and what its client's request said.
   */
  async function rawServer(respond) {
    let request = '';
    let seen;
    const requested = new Promise((resolve) => (seen = resolve));
    const server = net.createServer((socket) => {
      socket.on('data', async (chunk) => {
        request += chunk.toString('latin1');
        if (!request.includes('\r\n\r\n')) return;
        seen(request);
        const key = /sec-websocket-key: (\S+)/i.exec(request)[1];
        for (const part of respond(key)) {
          socket.write(part);
          await new Promise((r) => setTimeout(r, 20));
        }
      });
    });
    server.listen(0, '127.0.0.1');
    closers.push(() => new Promise((r) => server.close(r)));
    await once(server, 'listening');
    return { port: server.address().port, seen: requested };
  }

  const acceptOf = (key) =>
    createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');

  it('reads a response head cut anywhere, and the frames that came in its last read', async () => {
    const { port, seen } = await rawServer((key) => {
      const head = `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${acceptOf(key)}\r\n\r\n`;
      const rest = Buffer.concat([Buffer.from(head.slice(30)), frameOf('first'), frameOf('sec')]);
      return [head.slice(0, 30), rest.subarray(0, rest.length - 2), rest.subarray(rest.length - 2)];
    });
    const frames = [];
    const client = await openClient(
      `ws://127.0.0.1:${port}/ws?x=1`,
      { cookie: 'cw=1' },
      (payload) => frames.push(payload.toString()),
      () => {},
    );
    const request = await seen;
    expect(request.startsWith('GET /ws?x=1 HTTP/1.1\r\n')).toBe(true);
    expect(request).toContain('\r\ncookie: cw=1\r\n');
    await expect.poll(() => frames).toEqual(['first', 'sec']);
    client.terminate();
  });

  it("refuses an upgrade whose accept does not answer the client's key", async () => {
    const { port } = await rawServer(() => [
      `HTTP/1.1 101 Switching Protocols\r\nSec-WebSocket-Accept: ${acceptOf('another key')}\r\n\r\n`,
    ]);
    await expect(
      openClient(
        `ws://127.0.0.1:${port}`,
        {},
        () => {},
        () => {},
      ),
    ).rejects.toThrow(/does not answer the key/);
  });

  it('gives up on a response head that never ends', async () => {
    const { port } = await rawServer(() => [
      `HTTP/1.1 101 Switching Protocols\r\nx: ${'y'.repeat(20_000)}`,
    ]);
    await expect(
      openClient(
        `ws://127.0.0.1:${port}`,
        {},
        () => {},
        () => {},
      ),
    ).rejects.toThrow(/a response head over 16384 bytes/);
  });
});
