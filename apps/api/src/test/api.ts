import { fillPath, type RouteDef, type User } from '@coinwave/api-contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app';
import { TEST_ORIGIN } from './harness';

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test never leak into another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  cookie?: string;
  origin?: string | null;
  ip?: string;
  headers?: Record<string, string>;
}

/** Calls a contract route the way the browser does (same-origin, JSON, cookie). */
export function call(
  app: App,
  route: RouteDef,
  input: CallInput = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...input.headers };
  if (input.origin !== null && route.method !== 'GET') headers.origin = input.origin ?? TEST_ORIGIN;
  if (input.cookie) headers.cookie = input.cookie;
  const query = input.query ? `?${new URLSearchParams(input.query).toString()}` : '';
  const options: InjectOptions = {
    method: route.method,
    url: fillPath(route.path, input.params) + query,
    headers,
    remoteAddress: input.ip ?? '127.0.0.1',
  };
  if (input.body !== undefined) options.payload = input.body as InjectOptions['payload'];
  return app.inject(options);
}

/** `cw_session=...` from a reply's Set-Cookie. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'cw_session');
  if (!cookie) throw new Error(`no session cookie (status ${res.statusCode}: ${res.body})`);
  return `cw_session=${cookie.value}`;
}

let userCounter = 0;
export function uniqueName(prefix = 'user'): string {
  userCounter += 1;
  return `${prefix}${userCounter}_${Math.random().toString(36).slice(2, 6)}`;
}

export interface Signed {
  user: User;
  cookie: string;
  password: string;
}

/** Registers a new user (from a fresh IP) and returns it with its session cookie. */
export async function signUp(
  app: App,
  username = uniqueName(),
  password = 'correct horse',
): Promise<Signed> {
  const { routes } = await import('@coinwave/api-contract');
  const res = await call(app, routes.register, {
    body: { username, email: `${username}@example.com`, password },
    ip: freshIp(),
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { user: res.json(), cookie: sessionCookie(res), password };
}

/** Joins the current wave as `who`; returns the wave's id. */
export async function joinWave(app: App, who: Signed): Promise<string> {
  const { routes } = await import('@coinwave/api-contract');
  const res = await call(app, routes.joinWave, {
    cookie: who.cookie,
    body: { userId: who.user.id },
  });
  if (res.statusCode !== 200) throw new Error(`join failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>().id;
}

/** The multipart body of an upload: fields first, then the file. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; contentType?: string; field?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----coinwave' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
