import type { IncomingHttpHeaders } from 'node:http';
import { request, type Dispatcher } from 'undici';

// HTTP for the tests that drive a real server process with thousands of requests (the fault
// suite, the cluster tests): undici's `request`, the client under Node's fetch (the same
// connections, kept alive and retired the same way) without the web streams and Request/Response
// objects that cost fetch most of its time per request. The client shares two cores with the
// server it measures.

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface HttpRequest {
  method: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

/** No answer came: the connection was refused, or cut before the whole answer arrived. */
export class NoAnswer extends Error {
  override name = 'NoAnswer';
}

/** One request; rejects with `NoAnswer` when no whole answer came. */
export async function httpRequest(url: string, input: HttpRequest): Promise<HttpAnswer> {
  try {
    const answer = await request(url, {
      method: input.method as Dispatcher.HttpMethod,
      headers: input.headers,
      body: input.body,
    });
    return { status: answer.statusCode, headers: answer.headers, text: await answer.body.text() };
  } catch (error) {
    throw new NoAnswer(`${input.method} ${url}: ${(error as Error).message}`, { cause: error });
  }
}

/** The name=value of the first Set-Cookie of an answer, if any. */
export function firstCookie(answer: HttpAnswer): string | undefined {
  const header = answer.headers['set-cookie'];
  return (Array.isArray(header) ? header[0] : header)?.split(';')[0];
}
