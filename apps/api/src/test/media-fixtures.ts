/** Small real files for upload tests. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF_1X1 = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);
export const JPEG_MINIMAL = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64, 0x11),
  Buffer.from('ffd9', 'hex'),
]);

function vintSize(n: number): Buffer {
  return Buffer.from([0x80 | n]); // sizes below 127 fit one byte
}
function element(id: string, body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(id, 'hex'), vintSize(body.length), body]);
}

/** An EBML header naming DocType webm, then a Segment of unknown size (as MediaRecorder writes). */
export const WEBM_MINIMAL = Buffer.concat([
  element(
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
  ),
  Buffer.from('1853806701ffffffffffffff', 'hex'),
  element('1549a966', Buffer.concat([element('2ad7b1', Buffer.from('0f4240', 'hex'))])),
  Buffer.alloc(256, 0),
]);

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
);
export const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);
