// The fan-out floor, bench:fanout's reference: a WebSocket server that does nothing but broadcast.
// It takes sockets on a free port (printing the port on its first line), and for each line on stdin
// sends that line as one text frame to every socket: encoded and framed once, one write each, no
// parsing, no database, no rooms. Usage: spawned by bench-fanout.mjs.
import { createInterface } from 'node:readline';
import { Sender, WebSocketServer } from 'ws';

const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
const sockets = new Set();
server.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
server.on('listening', () => console.log(server.address().port));

for await (const line of createInterface({ input: process.stdin })) {
  const frame = Buffer.concat(
    Sender.frame(Buffer.from(line), { fin: true, opcode: 1, mask: false, readOnly: true }),
  );
  // The frame as bytes straight to each TCP socket: what any broadcast has to do at least.
  for (const socket of sockets) socket._socket.write(frame);
}
server.close();
