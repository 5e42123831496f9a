import type { ServerMessage } from '@coinwave/api-contract';
import type WebSocket from 'ws';

/** A real socket that records every frame. */
export class SocketClient {
  readonly frames: ServerMessage[] = [];
  private waiters: Array<() => void> = [];
  constructor(readonly ws: WebSocket) {
    // A broken connection (a killed server) errors, then closes: the close is what tests watch.
    ws.on('error', () => undefined);
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as ServerMessage);
      this.waiters.splice(0).forEach((w) => w());
    });
  }
  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }
  /** Resolves with the first frame (seen or coming) that matches. */
  async next<T extends ServerMessage['type']>(
    type: T,
    where: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true,
    ms = 10_000,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.frames.find(
        (f): f is Extract<ServerMessage, { type: T }> =>
          f.type === type && where(f as Extract<ServerMessage, { type: T }>),
      );
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} frame; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  close(): void {
    this.ws.close();
  }
}
