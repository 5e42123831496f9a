import type { IncomingHttpHeaders } from 'node:http';
import { Agent, request, type Dispatcher } from 'undici';

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

/**
 * The tests' connections are dropped after one idle second. The server closes a connection idle
 * for its keep-alive (5 s); undici would keep one for that hint less 2 s. With the server and the
 * tests on the same two cores, either side's event loop can run late by that much: a request then
 * went out on a connection the server was closing and got no answer ('other side closed', once in
 * 100,000 fuzzed requests, nothing in the server's log): keep-alive's race at its limit. Four
 * seconds of margin instead of two.
 */
const agent = new Agent({ keepAliveTimeout: 1_000, keepAliveMaxTimeout: 1_000 });

/** One request; rejects with `NoAnswer` when no whole answer came. */
export async function httpRequest(url: string, input: HttpRequest): Promise<HttpAnswer> {
  try {
    const answer = await request(url, {
      dispatcher: agent,
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
