/** One strategy's simulated figures, per unit of the initial bet. */
export interface StrategyReturn {
  /** Mean net of a hand (payout minus every coin staked) / initial bet; the return is 1 + this. */
  readonly meanNet: number;
  /** Standard error of `meanNet`. */
  readonly standardError: number;
  /** Standard deviation of one hand's net / initial bet. */
  readonly stdDev: number;
  /** Share of hands whose net is above zero. */
  readonly winFrequency: number;
  /** Share of hands whose net is zero. */
  readonly pushFrequency: number;
}

/** What `scripts/sim.ts --write` publishes: basic strategy (doubles and splits) and hit/stand only. */
export interface SimulatedReturn {
  readonly seed: string;
  /** Hands simulated per strategy. */
  readonly hands: number;
  readonly basic: StrategyReturn;
  readonly hitStand: StrategyReturn;
}
