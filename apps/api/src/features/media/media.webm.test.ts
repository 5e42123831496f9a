import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ebml,
  PNG_1X1,
  WEBM_HEADER,
  WEBM_INFO_TRACKS,
  WEBM_MINIMAL,
  webmBlock,
  webmStreamedCluster,
} from '../../test/media-fixtures';
import { isWholeWebm } from './media.webm';

const dir = mkdtempSync(path.join(tmpdir(), 'coinwave-webm-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const whole = (data: Buffer) => {
  const file = path.join(dir, `${n++}.webm`);
  writeFileSync(file, data);
  return isWholeWebm(file, data.length);
};

const STREAMED_SEGMENT = Buffer.from('1853806701ffffffffffffff', 'hex');
const cluster = webmStreamedCluster(0, [webmBlock(0), webmBlock(33)]);
/** A Segment with a known size, as a muxer that seeks back writes it. */
const sizedSegment = (body: Buffer) => Buffer.concat([WEBM_HEADER, ebml('18538067', body)]);
const sizedCluster = ebml('1f43b675', Buffer.concat([ebml('e7', Buffer.from([0])), webmBlock(0)]));

describe('isWholeWebm', () => {
  it.each([
    ['a MediaRecorder stream (streamed Segment and Clusters)', WEBM_MINIMAL],
    ['a Segment of known size', sizedSegment(Buffer.concat([WEBM_INFO_TRACKS, sizedCluster]))],
    [
      'a small Void (room kept for an index)',
      Buffer.concat([
        WEBM_HEADER,
        STREAMED_SEGMENT,
        ebml('ec', Buffer.alloc(100)),
        WEBM_INFO_TRACKS,
        cluster,
      ]),
    ],
    [
      'many Clusters of many frames (about 9 MB)',
      Buffer.concat([
        WEBM_HEADER,
        STREAMED_SEGMENT,
        WEBM_INFO_TRACKS,
        ...Array.from({ length: 200 }, (_, c) =>
          webmStreamedCluster(
            c,
            Array.from({ length: 30 }, (_, f) => webmBlock(f, 1500)),
          ),
        ),
      ]),
    ],
  ])('accepts %s', async (_label, data) => {
    expect(await whole(data)).toBe(true);
  });

  it.each([
    ['padded with zeros', Buffer.concat([WEBM_MINIMAL, Buffer.alloc(4096)])],
    ['followed by text', Buffer.concat([WEBM_MINIMAL, Buffer.from('hello world')])],
    ['followed by another file', Buffer.concat([WEBM_MINIMAL, PNG_1X1])],
    ['cut inside its last frame', WEBM_MINIMAL.subarray(0, WEBM_MINIMAL.length - 10)],
    ['cut inside the EBML header', WEBM_MINIMAL.subarray(0, 30)],
    ['cut inside the Tracks', WEBM_MINIMAL.subarray(0, WEBM_HEADER.length + 12 + 20)],
    [
      'with a Segment of known size and bytes after it',
      Buffer.concat([
        sizedSegment(Buffer.concat([WEBM_INFO_TRACKS, sizedCluster])),
        Buffer.alloc(8),
      ]),
    ],
    [
      'with a Segment whose size runs past the end',
      sizedSegment(Buffer.concat([WEBM_INFO_TRACKS, sizedCluster])).subarray(0, -1),
    ],
    ['without frames', Buffer.concat([WEBM_HEADER, STREAMED_SEGMENT, WEBM_INFO_TRACKS])],
    ['without Tracks', Buffer.concat([WEBM_HEADER, STREAMED_SEGMENT, cluster])],
    [
      'padded with a huge Void',
      Buffer.concat([
        WEBM_HEADER,
        STREAMED_SEGMENT,
        WEBM_INFO_TRACKS,
        cluster,
        ebml('ec', Buffer.alloc(2 * 1024 * 1024)),
      ]),
    ],
    [
      'with an element that is not a Segment child',
      Buffer.concat([
        WEBM_HEADER,
        STREAMED_SEGMENT,
        WEBM_INFO_TRACKS,
        ebml('4286', Buffer.from([1])),
        cluster,
      ]),
    ],
    [
      'with a streamed element other than a Cluster',
      Buffer.concat([
        WEBM_HEADER,
        STREAMED_SEGMENT,
        Buffer.from('1654ae6b01ffffffffffffff', 'hex'),
        WEBM_INFO_TRACKS,
        cluster,
      ]),
    ],
    [
      'of another DocType (matroska)',
      Buffer.from(
        Buffer.concat([WEBM_HEADER, STREAMED_SEGMENT, WEBM_INFO_TRACKS, cluster])
          .toString('latin1')
          .replace('webm', 'mkv\0'),
        'latin1',
      ),
    ],
  ])('refuses a webm %s', async (_label, data) => {
    expect(await whole(data)).toBe(false);
  });
});
