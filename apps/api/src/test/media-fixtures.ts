/** Small real files for upload tests. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF_1X1 = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);
/** A 4x3 baseline JPEG (made by sharp), without metadata. */
export const JPEG_MINIMAL = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCAAHlhf//Z',
  'base64',
);

function vintSize(n: number): Buffer {
  if (n < 127) return Buffer.from([0x80 | n]);
  const out = Buffer.alloc(8);
  out.writeUIntBE(n, 2, 6);
  out[0] = 0x01; // an 8-byte size
  return out;
}
/** An EBML element: its ID (hex), its size, its data. */
export function ebml(id: string, body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(id, 'hex'), vintSize(body.length), body]);
}
const element = ebml;

/** The EBML header of a webm file. */
export const WEBM_HEADER = element(
  '1a45dfa3',
  Buffer.concat([
    element('4286', Buffer.from([1])),
    element('42f7', Buffer.from([1])),
    element('42f2', Buffer.from([4])),
    element('42f3', Buffer.from([8])),
    element('4282', Buffer.from('webm')),
    element('4287', Buffer.from([4])),
    element('4285', Buffer.from([2])),
  ]),
);
/** Info and Tracks (one 2x2 VP8 video track): what a Segment says before its Clusters. */
export const WEBM_INFO_TRACKS = Buffer.concat([
  element('1549a966', element('2ad7b1', Buffer.from('0f4240', 'hex'))),
  element(
    '1654ae6b',
    element(
      'ae',
      Buffer.concat([
        element('d7', Buffer.from([1])),
        element('73c5', Buffer.from([1])),
        element('83', Buffer.from([1])),
        element('86', Buffer.from('V_VP8')),
        element(
          'e0',
          Buffer.concat([element('b0', Buffer.from([2])), element('ba', Buffer.from([2]))]),
        ),
      ]),
    ),
  ),
]);
/** A SimpleBlock of track 1 at `time` ms (a keyframe of opaque frame bytes). */
export function webmBlock(time: number, bytes = 48): Buffer {
  const head = Buffer.from([0x81, (time >> 8) & 0xff, time & 0xff, 0x80]);
  return element('a3', Buffer.concat([head, Buffer.alloc(bytes, 0x5a)]));
}
/** A Cluster of unknown size (as MediaRecorder streams it) holding `blocks`. */
export function webmStreamedCluster(time: number, blocks: Buffer[]): Buffer {
  return Buffer.concat([
    Buffer.from('1f43b67501ffffffffffffff', 'hex'),
    element('e7', Buffer.from([(time >> 8) & 0xff, time & 0xff])),
    ...blocks,
  ]);
}

/**
 * A webm as MediaRecorder writes it: the EBML header (DocType webm), a Segment of unknown size
 * holding Info, Tracks and two streamed Clusters of frames.
 */
export const WEBM_MINIMAL = Buffer.concat([
  WEBM_HEADER,
  Buffer.from('1853806701ffffffffffffff', 'hex'),
  WEBM_INFO_TRACKS,
  webmStreamedCluster(0, [webmBlock(0), webmBlock(33)]),
  webmStreamedCluster(66, [webmBlock(0), webmBlock(33, 300)]),
]);

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
);
export const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);
