import type { ServerMessage } from '@coinwave/api-contract';

/**
 * Where services publish socket messages, always after their transaction has committed.
 * The in-process hub delivers to this process's sockets; with REDIS_URL a Redis pub/sub
 * implementation of this same interface fans the message out to every API instance, each of
 * which delivers through its local hub.
 */
export interface RealtimeHub {
  /** To every socket that joined the wave's room. */
  publishToWave(waveId: string, message: ServerMessage): void;
  /** To every socket (tab) of the user. */
  publishToUser(userId: string, message: ServerMessage): void;
  /** To every socket (e.g. a new wave started). */
  publishToAll(message: ServerMessage): void;
  /** Distinct users connected to the wave's room now ('Surfers'). */
  onlineCount(waveId: string): number;
}

/** One connected socket as the hub sees it. */
export interface HubClient {
  readonly userId: string;
  waveId: string | null;
  send(data: string): void;
}

/** Rooms per wave, sockets per user, all in this process. */
export class LocalHub implements RealtimeHub {
  private readonly clients = new Set<HubClient>();
  private readonly byUser = new Map<string, Set<HubClient>>();
  private readonly byWave = new Map<string, Set<HubClient>>();

  add(client: HubClient): void {
    this.clients.add(client);
    addTo(this.byUser, client.userId, client);
  }

  /** Removes a closed socket; returns the wave it left (its online count changed). */
  remove(client: HubClient): string | null {
    this.clients.delete(client);
    removeFrom(this.byUser, client.userId, client);
    const left = client.waveId;
    if (left) removeFrom(this.byWave, left, client);
    client.waveId = null;
    return left;
  }

  /** Moves the socket into a wave's room; returns the room it left, if any. */
  join(client: HubClient, waveId: string): string | null {
    const left = client.waveId;
    if (left === waveId) return null;
    if (left) removeFrom(this.byWave, left, client);
    client.waveId = waveId;
    addTo(this.byWave, waveId, client);
    return left;
  }

  /** Distinct users with a socket in the wave's room. */
  onlineCount(waveId: string): number {
    const users = new Set<string>();
    for (const client of this.byWave.get(waveId) ?? []) users.add(client.userId);
    return users.size;
  }

  socketCount(): number {
    return this.clients.size;
  }

  publishToWave(waveId: string, message: ServerMessage): void {
    deliver(this.byWave.get(waveId), message);
  }

  publishToUser(userId: string, message: ServerMessage): void {
    deliver(this.byUser.get(userId), message);
  }

  publishToAll(message: ServerMessage): void {
    deliver(this.clients, message);
  }
}

function deliver(clients: Iterable<HubClient> | undefined, message: ServerMessage): void {
  if (!clients) return;
  const data = JSON.stringify(message);
  for (const client of clients) {
    try {
      client.send(data);
    } catch {
      // A socket that fails to send is closing; its close handler removes it.
    }
  }
}

function addTo(map: Map<string, Set<HubClient>>, key: string, client: HubClient): void {
  const set = map.get(key) ?? new Set<HubClient>();
  set.add(client);
  map.set(key, set);
}

function removeFrom(map: Map<string, Set<HubClient>>, key: string, client: HubClient): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(client);
  if (set.size === 0) map.delete(key);
}
