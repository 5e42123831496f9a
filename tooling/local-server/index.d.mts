/** Debian's Chromium unless CHROMIUM_PATH names another: nothing is downloaded. */
export declare const CHROMIUM_PATH: string;
/** Flags for headless Chromium in a container: no sandbox, GPU, background traffic or first run. */
export declare const CHROMIUM_ARGS: readonly string[];
/** The built API server (`pnpm --filter @coinwave/api build`). */
export declare const API_SERVER_ENTRY: string;
/** The environment that puts the built server on `port` of 127.0.0.1 with its data in `dataDir`. */
export declare function builtServerEnv(port: number, dataDir: string): Record<string, string>;
/** A TCP port free on 127.0.0.1 right now. */
export declare function freePort(): Promise<number>;

export interface BuiltServer {
  /** `http://127.0.0.1:PORT` */
  base: string;
  port: number;
  dataDir: string;
  pid: number | undefined;
  /** Ends the server (SIGTERM), waits for it to exit and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * Starts the built server on a free port and a fresh temp data folder (its name starts with
 * `tempPrefix`), with extra node flags and environment, serving the built web app unless
 * `serveWeb` is false, and waits for /api/health.
 */
export declare function startBuiltServer(options?: {
  /** The built server to run (default API_SERVER_ENTRY), e.g. another build's copy. */
  entry?: string;
  nodeArgs?: readonly string[];
  env?: Record<string, string>;
  tempPrefix?: string;
  serveWeb?: boolean;
}): Promise<BuiltServer>;
