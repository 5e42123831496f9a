import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The idle cut (`connectionTimeout`, CONNECTION_IDLE_TIMEOUT_MS) closes connections that send
 * nothing. Node fires it on any socket quiet for that long, a request the server is still working
 * on included (a sign-up queued behind scrypt, a slow query under load), and would close that one
 * without an answer. With a server `timeout` listener Node leaves the decision to us: a socket
 * with a request in progress stays (its own deadlines apply: the request timeout bounds receiving
 * it); any other is destroyed as before.
 */
export function spareRequestsInProgress(app: FastifyInstance): void {
  const inProgress = new WeakMap<Socket, number>();
  const change = (socket: Socket, by: number) =>
    inProgress.set(socket, (inProgress.get(socket) ?? 0) + by);
  app.addHook('onRequest', async (request) => {
    change(request.raw.socket, 1);
  });
  app.addHook('onResponse', async (request) => {
    change(request.raw.socket, -1);
  });
  app.server.on('timeout', (socket: Socket) => {
    if ((inProgress.get(socket) ?? 0) <= 0) socket.destroy();
  });
}
