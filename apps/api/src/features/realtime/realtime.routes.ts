import { ClientMessage, type ServerMessage } from '@coinwave/api-contract';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/errors';
import { isAllowedOrigin } from '../../plugins/origin';
import { currentUser, requireUser } from '../auth/auth.guard';
import { sendMessage } from '../chat/chat.service';
import { getUser } from '../users/users.service';
import { requireWave } from '../waves/waves.service';
import type { Hub, HubClient } from './realtime.hub';

/** Frames above this close the socket (ws enforces it). */
export const MAX_PAYLOAD = 64 * 1024;
/** Per-socket budget: this many frames per window; beyond it, error frames, then a close. */
export const SOCKET_BUDGET = { limit: 20, windowMs: 10_000, strikesBeforeClose: 10 };

const checkClientMessage = TypeCompiler.Compile(ClientMessage);

/** The handshake: Origin as for state-changing calls, then the session cookie. */
async function authorizeHandshake(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!isAllowedOrigin(request, request.headers.origin, request.server.config.allowedOrigins)) {
    return reply
      .status(403)
      .send({ error: 'Cross-origin socket refused: connect from the Coinwave site' });
  }
  await requireUser(request);
}

export function realtimeRoutes(app: App, hub: Hub): void {
  const ctx = app.ctx;
  app.get(
    '/ws',
    { websocket: true, preValidation: authorizeHandshake, schema: { hide: true } },
    (socket, request) => {
      const user = currentUser(request);
      const client: HubClient = {
        userId: user.id,
        waveId: null,
        send: (data) => socket.readyState === socket.OPEN && socket.send(data),
        sessionId: user.sessionId,
        close: (code, reason) => socket.close(code, reason),
      };
      hub.add(client);
      const frames: number[] = [];
      let strikes = 0;

      const reply = (message: ServerMessage) => client.send(JSON.stringify(message));
      const fail = (error: string) => reply({ type: 'error', payload: { error } });

      socket.on('message', (data, isBinary) => {
        const now = Date.now();
        while (frames.length > 0 && frames[0]! <= now - SOCKET_BUDGET.windowMs) frames.shift();
        if (frames.length >= SOCKET_BUDGET.limit) {
          strikes += 1;
          if (strikes >= SOCKET_BUDGET.strikesBeforeClose)
            return socket.close(1008, 'Message budget exceeded');
          return fail('Too many messages: slow down');
        }
        frames.push(now);
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
        const left = hub.remove(client);
        if (left) publishOnline(hub, left).catch((err: unknown) => request.log.warn({ err }));
      });
    },
  );
}

/** Tells the wave's sockets (on every instance) how many players are connected to it now. */
async function publishOnline(hub: Hub, waveId: string): Promise<void> {
  hub.publishToWave(waveId, {
    type: 'online',
    payload: { waveId, count: await hub.onlineCount(waveId) },
  });
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
      const left = hub.join(client, message.waveId);
      if (left) await publishOnline(hub, left);
      await publishOnline(hub, message.waveId);
      return;
    }
    case 'user_update': {
      // The client asks for its record; it never pushes coins or stats (DESIGN decision 1).
      if (message.userId !== client.userId)
        throw new DomainError('FORBIDDEN', 'You can only refresh your own record');
      reply({
        type: 'user_update',
        payload: { userId: client.userId, data: await getUser(ctx.db, client.userId) },
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
    case 'game_action':
      // Accepted but never trusted: rounds are settled by the server (issue 6 may use it as a hint).
      return;
  }
}
