import { POCKETS } from '@coinwave/roulette-engine';
import { describe, expect, it } from 'vitest';
import { pocketAngle, pocketAtPointer, targetRotation, WHEEL_ORDER } from './wheel-geometry';

describe('the wheel', () => {
  it('has every pocket once, 0 first, neighbours alternating red and black', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(POCKETS.map((p) => p.number));
    expect(WHEEL_ORDER[0]).toBe(0);
    for (let i = 1; i < WHEEL_ORDER.length - 1; i++) {
      const a = POCKETS[WHEEL_ORDER[i]!]!.colour;
      const b = POCKETS[WHEEL_ORDER[i + 1]!]!.colour;
      expect(a).not.toBe(b);
    }
  });

  it('lands every pocket under the pointer, always spinning forwards at least 5 turns', () => {
    let rotation = 0;
    for (const pocket of [17, 0, 26, 32, 17, 5]) {
      const next = targetRotation(rotation, pocket);
      expect(next - rotation).toBeGreaterThanOrEqual(5 * 360);
      expect(next - rotation).toBeLessThan(6 * 360);
      expect(pocketAtPointer(next)).toBe(pocket);
      rotation = next;
    }
  });

  it('refuses a pocket that is not on the wheel', () => {
    expect(() => pocketAngle(37)).toThrow(RangeError);
    expect(pocketAngle(0)).toBe(0);
  });
});
