import { ClientMessage, LIVE_SIGNAL_TYPES, type ServerMessage } from '@coinwave/api-contract';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/errors';
import type { FeaturePlugin } from '../../lib/feature';
import { holdsNul, NUL_REFUSED } from '../../plugins/no-nul';
import { isAllowedOrigin } from '../../plugins/origin';
import { currentUser, requireUser } from '../auth/auth.guard';
import { liveSessions } from '../auth/auth.service';
import { sendMessage } from '../chat/chat.service';
import { requireOwnGame } from '../games/games.service';
import { liveSocketClosed, liveSocketLeftWave } from '../live/live.lifecycle';
import { handleLiveMessage, isLiveMessage } from '../live/live.socket';
import type { LiveSocket } from '../live/live.state';
import { getUser } from '../users/users.service';
import { requireWave } from '../waves/waves.service';
import { messageBucket } from './realtime.budget';
import type { Hub, HubClient } from './realtime.hub';
import { sendTextFrame } from './text-frame';
import type { WebSocket } from 'ws';

/** Past this many over-budget frames (each answered with an error frame) the socket is closed. */
const STRIKES_BEFORE_CLOSE = 10;
/** Messages of one socket waiting for the previous ones to finish; beyond it they are refused. */
const MAX_QUEUED = 64;

const SIGNALS: ReadonlySet<string> = new Set(LIVE_SIGNAL_TYPES);

/** Close codes (RFC 6455): a broken rule, and "try again later" (full, or too slow a reader). */
export const CLOSE_POLICY = 1008;
export const CLOSE_TRY_AGAIN_LATER = 1013;

/**
 * One compiled check per message type (the union's variants, told apart by `type`), so a
 * malformed message is answered with the field that is wrong, not "expected union value".
 */
const checkByType = new Map(
  ClientMessage.anyOf.map((variant) => [
    String(variant.properties.type.const),
    TypeCompiler.Compile(variant),
  ]),
);

/** Why `parsed` is not a client message, or null when it is one. */
function malformed(parsed: unknown): string | null {
  const type = (parsed as { type?: unknown } | null)?.type;
  const check =
    typeof parsed === 'object' && !Array.isArray(parsed)
      ? checkByType.get(String(type))
      : undefined;
  if (!check) return 'Malformed message: unknown type';
  if (holdsNul(parsed)) return `Malformed message: ${NUL_REFUSED}`;
  if (check.Check(parsed)) return null;
  const first = check.Errors(parsed).First();
  return `Malformed message${first?.path ? ` at ${first.path}` : ''}: ${first?.message ?? 'invalid'}`;
}

/**
 * The handshake: Origin as for state-changing calls, then the instance's socket cap, then the
 * session cookie, then the user's own cap. The newest connection is the one refused (an existing
 * tab is never kicked out: that would let two tabs take turns kicking each other).
 */
async function authorizeHandshake(
  { config, realtime: hub }: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
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

export const realtimeRoutes: FeaturePlugin = async (app, { ctx }) => {
  const hub = ctx.realtime;
  const limits = ctx.config.sockets;
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
    {
      websocket: true,
      preValidation: (request, reply) => authorizeHandshake(ctx, request, reply),
      schema: { hide: true },
    },
    (socket, request) => {
      const user = currentUser(request);
      // The handshake checked the caps, but other handshakes may have finished in between: this
      // check and the add below run in one go, so the caps hold exactly.
      if (hub.socketCount() >= limits.perInstance)
        return socket.close(CLOSE_TRY_AGAIN_LATER, 'Server full: try again later');
      if (hub.userSocketCount(user.id) >= limits.perUser)
        return socket.close(CLOSE_POLICY, 'Too many live connections for this account');
      const client: HubClient & LiveSocket = {
        userId: user.id,
        // Unique across instances: signaling to this tab is addressed by it.
        connId: randomBytes(12).toString('base64url'),
        waveId: null,
        send: (data, bytes) => {
          if (socket.readyState !== socket.OPEN) return;
          // A reader that does not keep up would make us hold its frames without end.
          if (socket.bufferedAmount > limits.maxBufferedBytes)
            return socket.close(CLOSE_TRY_AGAIN_LATER, 'Too slow to keep up: reconnect');
          // A broadcast's bytes are shared by its sockets, and so is their frame.
          if (bytes) sendTextFrame(socket, bytes);
          else socket.send(data, { binary: false });
        },
        reply: (message) => client.send(JSON.stringify(message)),
        sessionId: user.sessionId,
        close: (code, reason) => socket.close(code, reason),
      };
      hub.add(client);
      alive.set(socket, true);
      socket.on('pong', () => {
        if (alive.has(socket)) alive.set(socket, true);
      });
      const nowMs = () => ctx.now().getTime();
      const withinBudget = messageBucket(limits.messageBurst, limits.messagesPerSecond, nowMs);
      // Live signaling (offers, answers, ICE candidates) comes in bursts: its own, larger budget.
      const withinSignalBudget = messageBucket(
        ctx.config.live.signalBurst,
        ctx.config.live.signalsPerSecond,
        nowMs,
      );
      let strikes = 0;

      const fail = (error: string) => client.reply({ type: 'error', payload: { error } });
      // One socket's messages run one after another, in the order sent (a wave_join before the
      // live_resume that needs the room), and its close after them.
      let queue: Promise<void> = Promise.resolve();
      let queued = 0;
      const enqueue = (task: () => Promise<void>) => {
        queued += 1;
        queue = queue.then(task).finally(() => {
          queued -= 1;
        });
      };
      const overBudget = () => {
        strikes += 1;
        if (strikes >= STRIKES_BEFORE_CLOSE) {
          socket.close(CLOSE_POLICY, 'Message budget exceeded');
          return;
        }
        fail('Too many messages: slow down');
      };

      socket.on('message', (data, isBinary) => {
        if (isBinary) {
          if (!withinBudget()) return overBudget();
          return fail('Send JSON text frames');
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(data));
        } catch {
          if (!withinBudget()) return overBudget();
          return fail('Malformed message: not JSON');
        }
        const isSignal =
          typeof parsed === 'object' &&
          parsed !== null &&
          SIGNALS.has(String((parsed as { type?: unknown }).type));
        if (!(isSignal ? withinSignalBudget() : withinBudget())) return overBudget();
        const invalid = malformed(parsed);
        if (invalid !== null) return fail(invalid);
        if (queued >= MAX_QUEUED) return fail('Too many messages waiting: slow down');
        const message = parsed as ClientMessage;
        enqueue(() =>
          handle(ctx, hub, client, message).catch((error: unknown) => {
            if (error instanceof DomainError) return fail(error.message);
            request.log.error({ err: error }, 'socket message failed');
            fail('Something went wrong on our side. Please try again.');
          }),
        );
      });
      // A broken frame or connection: ws closes the socket next, and the close handler cleans up.
      socket.on('error', (err) => request.log.debug({ err }, 'socket error'));
      socket.on('close', (code: number) => {
        alive.delete(socket);
        const left = hub.remove(client);
        if (left) hub.announceOnline(left);
        enqueue(() =>
          liveSocketClosed(ctx, client, code).catch((err: unknown) =>
            request.log.warn({ err }, 'live stream cleanup failed'),
          ),
        );
      });
    },
  );
};

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
  client: HubClient & LiveSocket,
  message: ClientMessage,
): Promise<void> {
  const reply = (m: ServerMessage) => client.reply(m);
  if (isLiveMessage(message)) return handleLiveMessage(ctx, client, message);
  switch (message.type) {
    case 'wave_join': {
      await requireWave(ctx.db, message.waveId);
      // Whom the user blocked is known before their socket hears the room's chat.
      await hub.blocksReady(client.userId);
      const left = hub.join(client, message.waveId);
      if (left) {
        hub.announceOnline(left);
        // Streams belong to their wave: a socket that moves on ends or leaves its stream.
        await liveSocketLeftWave(ctx, client);
      }
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
      // Only a game of the player's own counts: nobody inflates another kind's 'N playing'.
      const kind =
        message.gameId === null
          ? null
          : (await requireOwnGame(ctx.db, message.gameId, client.userId)).kind;
      hub.setPlaying(client, kind);
      return;
    }
    case 'game_action':
      // Accepted for the spec's sake and ignored: every round is decided and settled over HTTP.
      return;
  }
}
