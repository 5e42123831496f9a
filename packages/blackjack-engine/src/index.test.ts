import { describe, expect, it } from 'vitest';
import { ENGINE_NAME } from './index';

describe('blackjack-engine', () => {
  it('names itself', () => expect(ENGINE_NAME).toBe('blackjack'));
});
