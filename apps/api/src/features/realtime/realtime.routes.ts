import { ClientMessage, type ServerMessage } from '@coinwave/api-contract';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/errors';
import { isAllowedOrigin } from '../../plugins/origin';
import { currentUser, requireUser } from '../auth/auth.guard';
import { liveSessions } from '../auth/auth.service';
import { sendMessage } from '../chat/chat.service';
import { requireOwnGameSession } from '../games/games.service';
import { getUser } from '../users/users.service';
import { requireWave } from '../waves/waves.service';
import type { Hub, HubClient } from './realtime.hub';
import type { WebSocket } from 'ws';

/** Past this many over-budget frames (each answered with an error frame) the socket is closed. */
const STRIKES_BEFORE_CLOSE = 10;

/** Close codes (RFC 6455): a broken rule, and "try again later" (full, or too slow a reader). */
export const CLOSE_POLICY = 1008;
export const CLOSE_TRY_AGAIN_LATER = 1013;

const checkClientMessage = TypeCompiler.Compile(ClientMessage);

/**
 * The handshake: Origin as for state-changing calls, then the instance's socket cap, then the
 * session cookie, then the user's own cap. The newest connection is the one refused (an existing
 * tab is never kicked out: that would let two tabs take turns kicking each other).
 */
async function authorizeHandshake(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { config, hub } = request.server;
  if (!isAllowedOrigin(request, request.headers.origin, config.allowedOrigins)) {
    return reply
      .status(403)
      .send({ error: 'Cross-origin socket refused: connect from the Coinwave site' });
  }
  if (hub.socketCount() >= config.sockets.perInstance) {
    return reply
      .status(503)
      .header('retry-after', '30')
      .send({ error: 'Live updates are full on this server right now: try again in a minute' });
  }
  await requireUser(request);
  if (hub.userSocketCount(currentUser(request).id) >= config.sockets.perUser) {
    return reply.status(429).send({
      error: `Too many live connections for this account (at most ${config.sockets.perUser}): close another tab`,
    });
  }
}

/** One socket's inbound budget: a bucket of `burst` messages refilled at `perSecond`. */
function messageBucket(burst: number, perSecond: number): () => boolean {
  let tokens = burst;
  let last = Date.now();
  return () => {
    const now = Date.now();
    tokens = Math.min(burst, tokens + ((now - last) / 1000) * perSecond);
    last = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

export function realtimeRoutes(app: App, hub: Hub): void {
  const ctx = app.ctx;
  const limits = app.config.sockets;
  /** Every open socket and whether it answered the last ping. */
  const alive = new Map<WebSocket, boolean>();
  const heartbeat = setInterval(() => {
    for (const [socket, answered] of alive) {
      // No pong since the last ping: the peer is gone (or stuck); cut it without a handshake.
      if (!answered) {
        alive.delete(socket);
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      try {
        socket.ping();
      } catch {
        // Closing already: its close handler cleans up.
      }
    }
  }, limits.pingIntervalMs);
  heartbeat.unref();
  const sessionCheck = setInterval(() => {
    closeEndedSessions(ctx, hub).catch((err: unknown) =>
      app.log.warn({ err }, 'socket session check failed'),
    );
  }, limits.sessionCheckMs);
  sessionCheck.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
  });

  app.get(
    '/ws',
    { websocket: true, preValidation: authorizeHandshake, schema: { hide: true } },
    (socket, request) => {
      const user = currentUser(request);
      // The handshake checked the caps, but other handshakes may have finished in between: this
      // check and the add below run in one go, so the caps hold exactly.
      if (hub.socketCount() >= limits.perInstance)
        return socket.close(CLOSE_TRY_AGAIN_LATER, 'Server full: try again later');
      if (hub.userSocketCount(user.id) >= limits.perUser)
        return socket.close(CLOSE_POLICY, 'Too many live connections for this account');
      const client: HubClient = {
        userId: user.id,
        waveId: null,
        send: (data) => {
          if (socket.readyState !== socket.OPEN) return;
          // A reader that does not keep up would make us hold its frames without end.
          if (socket.bufferedAmount > limits.maxBufferedBytes)
            return socket.close(CLOSE_TRY_AGAIN_LATER, 'Too slow to keep up: reconnect');
          socket.send(data);
        },
        sessionId: user.sessionId,
        close: (code, reason) => socket.close(code, reason),
      };
      hub.add(client);
      alive.set(socket, true);
      socket.on('pong', () => {
        if (alive.has(socket)) alive.set(socket, true);
      });
      const withinBudget = messageBucket(limits.messageBurst, limits.messagesPerSecond);
      let strikes = 0;

      const reply = (message: ServerMessage) => client.send(JSON.stringify(message));
      const fail = (error: string) => reply({ type: 'error', payload: { error } });

      socket.on('message', (data, isBinary) => {
        if (!withinBudget()) {
          strikes += 1;
          if (strikes >= STRIKES_BEFORE_CLOSE)
            return socket.close(CLOSE_POLICY, 'Message budget exceeded');
          return fail('Too many messages: slow down');
        }
        if (isBinary) return fail('Send JSON text frames');
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(data));
        } catch {
          return fail('Malformed message: not JSON');
        }
        if (!checkClientMessage.Check(parsed)) {
          const first = checkClientMessage.Errors(parsed).First();
          return fail(
            `Malformed message${first?.path ? ` at ${first.path}` : ''}: ${first?.message ?? 'unknown type'}`,
          );
        }
        handle(ctx, hub, client, parsed, reply).catch((error: unknown) => {
          if (error instanceof DomainError) return fail(error.message);
          request.log.error({ err: error }, 'socket message failed');
          fail('Something went wrong on our side. Please try again.');
        });
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        alive.delete(socket);
        const left = hub.remove(client);
        if (left) hub.announceOnline(left);
      });
    },
  );
}

/** Sessions checked per query by the periodic check. */
const SESSION_CHECK_BATCH = 500;

/**
 * Closes (4001) this instance's sockets whose session no longer exists or whose user is banned.
 * Logout, a password change and a ban close sockets at once through the cluster; this catches what
 * no cluster carried (the admin command's ban on SQLite, another process deleting sessions).
 */
async function closeEndedSessions(ctx: AppContext, hub: Hub): Promise<void> {
  const ids = hub.openSessionIds();
  for (let i = 0; i < ids.length; i += SESSION_CHECK_BATCH) {
    const batch = ids.slice(i, i + SESSION_CHECK_BATCH);
    const live = await liveSessions(ctx, batch);
    hub.closeSessions(batch.filter((id) => !live.has(id)));
  }
}

async function handle(
  ctx: AppContext,
  hub: Hub,
  client: HubClient,
  message: ClientMessage,
  reply: (m: ServerMessage) => void,
): Promise<void> {
  switch (message.type) {
    case 'wave_join': {
      await requireWave(ctx.db, message.waveId);
      // Whom the user blocked is known before their socket hears the room's chat.
      await hub.blocksReady(client.userId);
      const left = hub.join(client, message.waveId);
      if (left) hub.announceOnline(left);
      hub.announceOnline(message.waveId);
      return;
    }
    case 'user_update': {
      // The client asks for its record; it never pushes coins or stats (DESIGN decision 1).
      if (message.userId !== client.userId)
        throw new DomainError('FORBIDDEN', 'You can only refresh your own record');
      reply({
        type: 'user_update',
        payload: { userId: client.userId, data: await getUser(ctx.db, client.userId, ctx.now()) },
      });
      return;
    }
    case 'chat':
      await sendMessage(ctx, client.userId, {
        senderId: message.senderId,
        content: message.content,
        waveId: message.waveId,
      });
      return;
    case 'game_open': {
      // Only a table of the player's own counts: nobody inflates another game's 'N playing'.
      const kind =
        message.gameId === null
          ? null
          : (await requireOwnGameSession(ctx.db, message.gameId, client.userId)).kind;
      hub.setPlaying(client, kind);
      return;
    }
    case 'game_action':
      // Accepted but never trusted: rounds are settled by the server (issue 6 may use it as a hint).
      return;
  }
}
