// bench:fanout's clients: a WebSocket client reduced to what the bench needs, so that 10,000 of
// them, on the same 2 cores as the server they measure, cost as little CPU as a socket can. The
// handshake is Node's own HTTP upgrade; each TCP chunk is then cut into frames in place, with no
// stream or event per frame (the `ws` client spent about 5 µs of user CPU per frame there, against
// the server's 6 to 7). It answers pings, so the server's heartbeat keeps it, and sends masked text
// frames, as RFC 6455 asks of a client. Frames reach `onFrame` as their payload bytes.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';

const OPCODE = { text: 0x1, close: 0x8, ping: 0x9, pong: 0xa };
/** RFC 6455's GUID: the server proves it read the key by hashing it with this. */
const ACCEPT_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/** One final, masked client frame of `opcode` carrying `payload`. */
function clientFrame(opcode, payload) {
  const length = payload.length;
  const lengthBytes = length < 126 ? 0 : length < 65_536 ? 2 : 8;
  const frame = Buffer.allocUnsafe(2 + lengthBytes + 4 + length);
  frame[0] = 0x80 | opcode;
  if (lengthBytes === 0) frame[1] = 0x80 | length;
  else if (lengthBytes === 2) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 0x80 | 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  const maskAt = 2 + lengthBytes;
  randomBytes(4).copy(frame, maskAt);
  for (let i = 0; i < length; i++) frame[maskAt + 4 + i] = payload[i] ^ frame[maskAt + (i & 3)];
  return frame;
}

/**
 * Cuts `buffer` (what is left of earlier chunks and the new one) into whole frames, handing each
 * to `onFrame(opcode, payload)`; returns the bytes of an incomplete last frame, to be joined with
 * the next chunk. Server frames are unmasked; a fragmented message is not expected (the servers
 * send each message as one frame) and is refused.
 */
export function readFrames(buffer, onFrame) {
  let at = 0;
  while (buffer.length - at >= 2) {
    const first = buffer[at];
    let length = buffer[at + 1] & 0x7f;
    let head = 2;
    if (length === 126) {
      if (buffer.length - at < 4) break;
      length = buffer.readUInt16BE(at + 2);
      head = 4;
    } else if (length === 127) {
      if (buffer.length - at < 10) break;
      length = Number(buffer.readBigUInt64BE(at + 2));
      head = 10;
    }
    if (buffer.length - at < head + length) break;
    if ((first & 0x80) === 0 || (first & 0x0f) === 0)
      throw new Error('fanout client: a fragmented message (not sent by the servers it measures)');
    onFrame(first & 0x0f, buffer.subarray(at + head, at + head + length));
    at += head + length;
  }
  return at === buffer.length ? null : buffer.subarray(at);
}

/**
 * Opens a WebSocket to `url` (ws://) with `headers` and resolves, once the server accepts it, to
 * `{ send(text), terminate() }`; each text frame it receives goes to `onFrame(payload)`, and
 * `onClose()` runs when the connection ends. Rejects when the server refuses the upgrade.
 */
export function openClient(url, headers, onFrame, onClose) {
  return new Promise((resolve, reject) => {
    const key = randomBytes(16).toString('base64');
    const request = http.request(url.replace(/^ws/, 'http'), {
      headers: {
        ...headers,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': key,
      },
    });
    request.on('response', (response) => {
      response.resume();
      reject(new Error(`${url}: upgrade refused with ${response.statusCode}`));
    });
    request.on('error', reject);
    request.on('upgrade', (response, socket, head) => {
      const accept = createHash('sha1')
        .update(key + ACCEPT_GUID)
        .digest('base64');
      if (response.headers['sec-websocket-accept'] !== accept) {
        socket.destroy();
        return reject(new Error(`${url}: the server's handshake does not answer the key`));
      }
      socket.setNoDelay(true);
      const write = (opcode, payload) => {
        if (socket.writable) socket.write(clientFrame(opcode, payload));
      };
      const frame = (opcode, payload) => {
        if (opcode === OPCODE.text) onFrame(payload);
        else if (opcode === OPCODE.ping) write(OPCODE.pong, payload);
        else if (opcode === OPCODE.close) socket.end();
      };
      let rest = null;
      const read = (chunk) => {
        rest = readFrames(rest ? Buffer.concat([rest, chunk]) : chunk, frame);
      };
      socket.on('data', read);
      socket.on('error', () => socket.destroy());
      socket.on('close', onClose);
      if (head.length > 0) read(head);
      resolve({
        send: (text) => write(OPCODE.text, Buffer.from(text)),
        terminate: () => socket.destroy(),
      });
    });
    request.end();
  });
}
