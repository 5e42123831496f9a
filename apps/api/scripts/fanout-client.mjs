// bench:fanout's clients: a WebSocket client reduced to what the bench needs, so that 10,000 of
// them, on the same 2 cores as the server they measure, cost as little CPU as a socket can. Each is
// a bare TCP socket reading with Node's `onread` into one buffer shared by all of them: no stream,
// no 'data' event, no buffer allocated per read. It writes the upgrade request and checks the
// response's head itself; each read is then cut into frames in place, with no event per frame (the
// `ws` client spent about 5 µs of user CPU per frame there, against the server's 6 to 7). Reading
// through the socket's stream instead cost 9.2 µs of CPU per frame, `onread` 5.8 (user and system,
// 10,000 sockets). It answers pings, so the server's heartbeat keeps it, and sends masked text
// frames, as RFC 6455 asks of a client. Frames reach `onFrame` as their payload bytes.
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';

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
 * One buffer into which every client's socket reads (Node's `onread`): each read is cut into
 * frames before the next one, so they can share it, and no buffer is allocated per read.
 */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);

/** The response head's end: the frames follow it. */
const HEAD_END = Buffer.from('\r\n\r\n');
/** The longest response head the client reads before it gives up on the upgrade. */
const MAX_HEAD_BYTES = 16 * 1024;

/**
 * Opens a WebSocket to `url` (ws://) with `headers` and resolves, once the server accepts it, to
 * `{ send(text), terminate() }`; each text frame it receives goes to `onFrame(payload)` (its bytes
 * are valid only during the call), and `onClose()` runs when the connection ends. Rejects when the
 * server refuses the upgrade, or answers with a head over MAX_HEAD_BYTES.
 */
export function openClient(url, headers, onFrame, onClose) {
  const { hostname, port, pathname, search, host } = new URL(url);
  const key = randomBytes(16).toString('base64');
  return new Promise((resolve, reject) => {
    /** Bytes of an incomplete head or last frame, kept until the next read completes them. */
    let rest = null;
    let open = false;
    const socket = net.connect({
      host: hostname,
      port: Number(port || 80),
      noDelay: true,
      onread: { buffer: READ_BUFFER, callback: (n, buffer) => read(buffer.subarray(0, n)) },
    });
    const write = (opcode, payload) => {
      if (socket.writable) socket.write(clientFrame(opcode, payload));
    };
    const frame = (opcode, payload) => {
      if (opcode === OPCODE.text) onFrame(payload);
      else if (opcode === OPCODE.ping) write(OPCODE.pong, payload);
      else if (opcode === OPCODE.close) socket.end();
    };
    const read = (chunk) => {
      let data = rest ? Buffer.concat([rest, chunk]) : chunk;
      if (!open) {
        const end = data.indexOf(HEAD_END);
        if (end < 0 && data.length <= MAX_HEAD_BYTES) return void (rest = Buffer.from(data));
        const refusal =
          end < 0
            ? `a response head over ${MAX_HEAD_BYTES} bytes`
            : handshakeRefusal(data.toString('latin1', 0, end), key);
        if (refusal) {
          socket.destroy();
          return reject(new Error(`${url}: ${refusal}`));
        }
        open = true;
        data = data.subarray(end + HEAD_END.length);
        resolve({
          send: (text) => write(OPCODE.text, Buffer.from(text)),
          terminate: () => socket.destroy(),
        });
      }
      const left = readFrames(data, frame);
      // The shared read buffer is overwritten by the next read: what is left is copied.
      rest = left && Buffer.from(left);
    };
    socket.on('connect', () =>
      socket.write(
        [
          `GET ${pathname}${search} HTTP/1.1`,
          `host: ${host}`,
          'connection: Upgrade',
          'upgrade: websocket',
          'sec-websocket-version: 13',
          `sec-websocket-key: ${key}`,
          ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
          '',
          '',
        ].join('\r\n'),
      ),
    );
    socket.on('error', (error) => {
      socket.destroy();
      if (!open) reject(error);
    });
    socket.on('close', () => {
      if (open) onClose();
      else reject(new Error(`${url}: closed before the upgrade`));
    });
  });
}

/** Why the response's `head` does not accept the upgrade asked with `key`; null when it does. */
function handshakeRefusal(head, key) {
  const [status, ...lines] = head.split('\r\n');
  const code = status.split(' ')[1];
  if (code !== '101') return `upgrade refused with ${code}`;
  const accept = createHash('sha1')
    .update(key + ACCEPT_GUID)
    .digest('base64');
  const answered = lines.some((line) => {
    const colon = line.indexOf(':');
    return (
      line.slice(0, colon).trim().toLowerCase() === 'sec-websocket-accept' &&
      line.slice(colon + 1).trim() === accept
    );
  });
  return answered ? null : "the server's handshake does not answer the key";
}
