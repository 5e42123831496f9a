// The European wheel as the table draws it, and where it must stop. The pocket comes from the
// server; this only turns the drawing so that pocket ends under the pointer.

/** The pockets clockwise around a European wheel, from 0. */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

/** The wheel spins for 3 seconds (spec sections 4 and 9). */
export const WHEEL_SPIN_MS = 3000;
/** Whole turns the wheel makes before settling. */
export const WHEEL_TURNS = 5;
export const SECTOR_DEG = 360 / WHEEL_ORDER.length;

/** The angle of a pocket's centre, clockwise from the pointer at the top, with the wheel at rest. */
export function pocketAngle(pocket: number): number {
  const index = WHEEL_ORDER.indexOf(pocket);
  if (index < 0) throw new RangeError(`No pocket ${pocket} on a European wheel`);
  return index * SECTOR_DEG;
}

const mod360 = (deg: number) => ((deg % 360) + 360) % 360;

/**
 * The rotation to animate to from `current` so that `pocket` stops under the pointer after at
 * least `turns` whole turns clockwise (always forwards, so the CSS transition spins the right way).
 */
export function targetRotation(current: number, pocket: number, turns = WHEEL_TURNS): number {
  const wanted = mod360(-pocketAngle(pocket));
  const offset = mod360(wanted - mod360(current));
  return current + turns * 360 + offset;
}

/** The pocket under the pointer at a rotation (the inverse of `targetRotation`). */
export function pocketAtPointer(rotation: number): number {
  const index = Math.round(mod360(-rotation) / SECTOR_DEG) % WHEEL_ORDER.length;
  return WHEEL_ORDER[index] as number;
}
