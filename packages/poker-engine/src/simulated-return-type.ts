/** The player's side of the simulated hands, in chips per hand (see simulated-return.ts). */
export interface SimulatedReturn {
  readonly seed: string;
  /** The player policy simulated (scripts/sim-policies.ts). */
  readonly opponent: 'tight-aggressive';
  readonly hands: number;
  /** Mean net of a hand for the player (chips credited minus chips put in). */
  readonly meanNet: number;
  /** Standard error of `meanNet`. */
  readonly standardError: number;
  /** Standard deviation of one hand's net, in chips. */
  readonly stdDev: number;
  /** Mean chips the player put in per hand (blinds, calls, raises). */
  readonly meanStake: number;
  /** Share of hands the player ended ahead. */
  readonly winFrequency: number;
  /** Share of hands the player ended even (a split pot). */
  readonly pushFrequency: number;
}
