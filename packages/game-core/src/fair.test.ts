import { fc, test } from '@fast-check/vitest';
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashServerSeed, hmacSha256Hex, roundDigest, roundRng } from './fair';

describe('provably fair derivation', () => {
  test.prop([fc.string(), fc.string(), fc.nat()])(
    'matches Node crypto HMAC-SHA256 and SHA-256',
    (server, client, nonce) => {
      expect(roundDigest(server, client, nonce)).toBe(
        createHmac('sha256', server).update(`${client}:${nonce}`).digest('hex'),
      );
      expect(hashServerSeed(server)).toBe(createHash('sha256').update(server).digest('hex'));
    },
  );

  it('gives the fresh HMAC for every round of a reused seed (the keyed state is cloned, never consumed)', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      for (const client of ['a', 'b'])
        expect(roundDigest('seed', client, nonce)).toBe(
          createHmac('sha256', 'seed').update(`${client}:${nonce}`).digest('hex'),
        );
    }
  });

  test.prop([fc.string(), fc.string(), fc.nat()])(
    "takes the caller's HMAC (the server's native one): the same digest, from the server seed and `client:nonce`",
    (server, client, nonce) => {
      const calls: [string, string][] = [];
      const native = (key: string, message: string) => {
        calls.push([key, message]);
        return createHmac('sha256', key).update(message).digest('hex');
      };
      expect(roundDigest(server, client, nonce, native)).toBe(
        hmacSha256Hex(server, `${client}:${nonce}`),
      );
      expect(calls).toEqual([[server, `${client}:${nonce}`]]);
      expect(roundRng(server, client, nonce, native).state()).toEqual(
        roundRng(server, client, nonce).state(),
      );
    },
  );

  it('gives the same stream for the same round and a different one for the next nonce', () => {
    const a = roundRng('server', 'client', 7);
    const b = roundRng('server', 'client', 7);
    const c = roundRng('server', 'client', 8);
    const first = a.nextUint32();
    expect(b.nextUint32()).toBe(first);
    expect(c.nextUint32()).not.toBe(first);
  });

  it('is pinned to known vectors so the derivation never drifts silently', () => {
    expect(hashServerSeed('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(roundDigest('key', 'The quick brown fox jumps over the lazy dog', 0)).toHaveLength(64);
  });

  it('refuses a negative or fractional nonce', () => {
    expect(() => roundDigest('s', 'c', -1)).toThrow(RangeError);
    expect(() => roundDigest('s', 'c', 1.5)).toThrow(RangeError);
  });
});
