import { describe, expect, it } from 'vitest';
import { attachmentName } from './download';

describe('attachmentName', () => {
  it('reads the file name of an attachment header', () => {
    expect(attachmentName('attachment; filename="coinwave-joe-2030-01-01.json"')).toBe(
      'coinwave-joe-2030-01-01.json',
    );
  });
  it('has none without a header or a quoted name', () => {
    expect(attachmentName(null)).toBeUndefined();
    expect(attachmentName('inline')).toBeUndefined();
  });
});
