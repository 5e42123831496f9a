import { routes } from '@coinwave/api-contract';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, type Player } from '../src/test/http-player';
import {
  WEBM_HEADER,
  WEBM_INFO_TRACKS,
  webmBlock,
  webmStreamedCluster,
} from '../src/test/media-fixtures';
import { startServer, type ServerProcess } from './server';

// Disk full: the built server with its media directory on an 8 MiB tmpfs (the database stays on
// the ordinary disk). Uploads fill it to the free-space floor (MEDIA_MIN_FREE_MIB=1) and are then
// refused with 507 before a byte is written; an upload whose size the client did not declare
// (chunked) runs the disk out for real (ENOSPC) and is refused with 507 too. No partial file is
// left behind, and slots rounds and chat go on as before.

const MiB = 1024 * 1024;
/**
 * Every upload goes over one kept-alive connection, so an upload refused mid-body must leave the
 * connection able to carry the next request (the server reads and drops the rest of the body).
 */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const BOUNDARY = 'coinwaveDiskFull';

/** A well-formed webm of about `bytes` bytes: streamed Clusters of 60 KiB frames. */
function webmOfSize(bytes: number): Buffer {
  const clusters: Buffer[] = [];
  let size = WEBM_HEADER.length + 12 + WEBM_INFO_TRACKS.length;
  for (let c = 0; size < bytes; c++) {
    const cluster = webmStreamedCluster(
      c,
      Array.from({ length: 8 }, (_, f) => webmBlock(f * 33, 60 * 1024)),
    );
    clusters.push(cluster);
    size += cluster.length;
  }
  return Buffer.concat([
    WEBM_HEADER,
    Buffer.from('1853806701ffffffffffffff', 'hex'),
    WEBM_INFO_TRACKS,
    ...clusters,
  ]);
}

function form(file: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="type"\r\n\r\nvideo\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="clip.webm"\r\nContent-Type: video/webm\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/**
 * POSTs an upload (with Content-Length, or chunked without one) and resolves with the answer,
 * even when the server answers before it has read the whole body.
 */
function upload(
  base: string,
  cookie: string,
  body: Buffer,
  chunked = false,
): Promise<{ status: number; error?: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(routes.upload.path, base);
    const req = request(url, {
      agent,
      method: 'POST',
      headers: {
        cookie,
        origin: base,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': body.length }),
      },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          error: (JSON.parse(text) as { error?: string }).error,
        }),
      );
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    for (let at = 0; at < body.length; at += 256 * 1024)
      req.write(body.subarray(at, at + 256 * 1024));
    req.end();
  });
}

describe('disk full', () => {
  let server: ServerProcess;
  let dataDir: string;
  let mediaDir: string;
  let mounted = false;
  let alice: Player;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'coinwave-diskfull-'));
    mediaDir = path.join(dataDir, 'media');
    mkdirSync(mediaDir);
    // Root may mount a tmpfs; anything else fails this test loudly (it must not pass unchecked).
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', mediaDir]);
    mounted = true;
    server = await startServer({
      DATA_DIR: dataDir,
      MEDIA_MIN_FREE_MIB: '1',
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
    });
    alice = await register(server.base);
  });
  afterAll(async () => {
    agent.destroy();
    await server?.kill('SIGTERM');
    if (mounted) execFileSync('umount', [mediaDir]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const incoming = () => readdirSync(path.join(mediaDir, '.incoming'));
  const stored = () => readdirSync(mediaDir).filter((f) => f !== '.incoming');
  const free = () => {
    const fs = statfsSync(mediaDir);
    return fs.bavail * fs.bsize;
  };

  it('runs on an 8 MiB tmpfs', () => {
    expect(execFileSync('findmnt', ['-n', '-o', 'FSTYPE', mediaDir]).toString().trim()).toBe(
      'tmpfs',
    );
    expect(free()).toBeLessThanOrEqual(8 * MiB);
  });

  it('takes uploads down to the free-space floor, then refuses them with 507 and keeps nothing', async () => {
    const clip = form(webmOfSize(2.5 * MiB));
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await upload(server.base, alice.cookie, clip));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 507, 507]);
    expect(answers[2]!.error).toMatch(/storage is full, so uploads are paused/);
    expect(stored()).toHaveLength(2);
    expect(incoming()).toEqual([]);
    expect(free()).toBeGreaterThanOrEqual(1 * MiB);
    const gallery = await alice.ok<unknown[]>(routes.gallery);
    expect(gallery).toHaveLength(2);
  });

  it('refuses with 507 an upload of undeclared size that runs the disk out, removing the partial file', async () => {
    const before = free();
    const res = await upload(server.base, alice.cookie, form(webmOfSize(before + MiB)), true);
    expect(res.status).toBe(507);
    expect(res.error).toMatch(/storage is full, so uploads are paused and your file was not kept/);
    expect(incoming()).toEqual([]);
    expect(stored()).toHaveLength(2);
    expect(free()).toBe(before);
  });

  it('plays slots rounds and carries chat while uploads are refused', async () => {
    const game = await alice.ok<{ id: string }>(routes.createGame, { body: { kind: 'slots' } });
    for (let i = 0; i < 20; i++) {
      const reply = await alice.ok<{ bonus: { phase: string } | null }>(routes.slotsSpin, {
        params: { gameId: game.id },
        body: { bet: 10 },
      });
      for (let balloonId = 0; reply.bonus && reply.bonus.phase !== 'finished'; balloonId++)
        Object.assign(
          reply,
          await alice.ok(routes.slotsPop, { params: { gameId: game.id }, body: { balloonId } }),
        );
    }
    const wave = await alice.ok<{ id: string }>(routes.currentWave);
    await alice.ok(routes.sendMessage, {
      body: {
        senderId: alice.user.id,
        waveId: wave.id,
        content: 'the disk is full, the tables are not',
      },
    });
    const messages = await alice.ok<Array<{ content: string }>>(routes.waveMessages, {
      params: { waveId: wave.id },
    });
    expect(messages.map((m) => m.content)).toContain('the disk is full, the tables are not');
    expect((await upload(server.base, alice.cookie, form(webmOfSize(MiB)))).status).toBe(507);
  });
});
