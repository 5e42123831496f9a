import type { ReactNode } from 'react';
import { volatility, type ParSheetCommon, type ParSheets } from './par-sheet-data';
import { formatCount } from '../../lib/format';

const pct = (x: number, digits = 2) => `${(x * 100).toFixed(digits)}%`;

const SYMBOL_NAMES: Record<string, string> = {
  seven: '7',
  moneyBag: 'Money bag',
  bell: 'Bell',
  star: 'Star',
  orange: 'Orange',
  lemon: 'Lemon',
  balloon: 'Balloon',
};

const BET_NAMES: Record<string, string> = {
  straight: 'Single number',
  split: 'Split',
  street: 'Street',
  corner: 'Corner',
  sixLine: 'Six line',
  dozen: 'Dozen',
  column: 'Column',
  red: 'Red',
  black: 'Black',
  odd: 'Odd',
  even: 'Even',
  low: 'Low (1-18)',
  high: 'High (19-36)',
};

const table =
  'w-full border-collapse text-left text-xs [&_td]:py-1 [&_td]:pr-3 [&_th]:py-1 [&_th]:pr-3';

/** RTP, hit frequency and volatility: the three figures every game shows first. */
function Headline({ sheet, hitLabel }: { sheet: ParSheetCommon; hitLabel: string }) {
  return (
    <dl className="grid grid-cols-3 gap-2">
      {[
        ['Return to player', pct(sheet.rtp)],
        [hitLabel, pct(sheet.hitFrequency, 1)],
        ['Volatility', volatility(sheet.stdDev), `σ ${sheet.stdDev.toFixed(2)} per coin`],
      ].map(([label, value, note]) => (
        <div key={label} className="rounded-lg bg-abyss/50 px-2 py-1.5">
          <dt className="text-[10px] font-semibold tracking-wide text-seaglass/90 uppercase">
            {label}
          </dt>
          <dd className="font-display text-sm font-bold text-foam tabular-nums">
            {value}
            {note && (
              <span className="block font-sans text-[11px] font-normal text-foam/70">{note}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Sheet({
  id,
  title,
  sheet,
  hitLabel,
  children,
}: {
  id: string;
  title: string;
  sheet: ParSheetCommon;
  hitLabel: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`par-${id}`}
      data-testid={`par-sheet-${id}`}
      className="flex flex-col gap-3 rounded-xl border border-white/10 bg-abyss/40 p-3"
    >
      <h3 id={`par-${id}`} className="flex flex-wrap items-center gap-2 font-display text-lg">
        <span className="font-semibold text-foam">{title}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-[11px] font-semibold ${sheet.basis === 'exact' ? 'bg-seaglass/15 text-seaglass' : 'bg-coin/15 text-coin'}`}
        >
          {sheet.basis === 'exact' ? 'exact' : 'simulated'}
        </span>
      </h3>
      <Headline sheet={sheet} hitLabel={hitLabel} />
      <p className="text-xs text-foam/75">{sheet.basisNote}</p>
      {children}
    </section>
  );
}

/**
 * Each game's par sheet, as generated from the engine packages at build time: return to player,
 * hit frequency, volatility (standard deviation of one round's return per coin staked) and the
 * paytable; blackjack and poker say their figures are simulated.
 */
export function ParSheetsView({ sheets }: { sheets: ParSheets }) {
  const { slots, roulette, blackjack, poker } = sheets;
  return (
    <div className="flex flex-col gap-3">
      <Sheet id="slots" title="Slots" sheet={slots} hitLabel="Spins that win">
        <table className={table}>
          <caption className="mb-1 text-left text-xs text-foam/80">
            Line pays, × the bet, for 3, 4 or 5 in a row from the left ({slots.lines} lines)
          </caption>
          <thead className="text-foam/70">
            <tr>
              <th scope="col">Symbol</th>
              <th scope="col">3</th>
              <th scope="col">4</th>
              <th scope="col">5</th>
            </tr>
          </thead>
          <tbody className="text-foam tabular-nums">
            {slots.paytable.map((row) => (
              <tr key={row.symbol}>
                <th scope="row" className="font-normal">
                  {SYMBOL_NAMES[row.symbol] ?? row.symbol}
                </th>
                {row.pays.map((p, i) => (
                  <td key={i}>{p}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-xs text-foam/80">
          Lines return {pct(slots.linesRtp)} and the balloon bonus {pct(slots.bonusRtp)}. The bonus
          starts about once every {slots.spinsPerBonus.toFixed(0)} spins (
          {pct(slots.bonusFrequency)}) and pays {slots.bonusMeanWin.toFixed(2)}× the bet on average:
          balloons of {slots.balloonPrizes.min}-{slots.balloonPrizes.max} coins (steps of{' '}
          {slots.balloonPrizes.step}) at a bet of {slots.balloonPrizes.atBet}, scaled to your bet.
        </p>
      </Sheet>

      <Sheet id="roulette" title="Roulette" sheet={roulette} hitLabel="Best hit chance">
        <table className={table}>
          <caption className="mb-1 text-left text-xs text-foam/80">
            Every bet, on {roulette.pockets} pockets (returns include the stake)
          </caption>
          <thead className="text-foam/70">
            <tr>
              <th scope="col">Bet</th>
              <th scope="col">Numbers</th>
              <th scope="col">Returns</th>
              <th scope="col">Hits</th>
              <th scope="col">σ</th>
            </tr>
          </thead>
          <tbody className="text-foam tabular-nums">
            {roulette.bets.map((b) => (
              <tr key={b.type}>
                <th scope="row" className="font-normal">
                  {BET_NAMES[b.type] ?? b.type}
                </th>
                <td>{b.covers}</td>
                <td>{b.multiplier}×</td>
                <td>{pct(b.hitFrequency, 1)}</td>
                <td>{b.stdDev.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-xs text-foam/80">
          Every bet returns {pct(roulette.rtp)}; what changes is the spread, from{' '}
          {Math.min(...roulette.bets.map((b) => b.stdDev)).toFixed(2)} on even-money bets to{' '}
          {roulette.stdDev.toFixed(2)} on a single number (volatility shown for a single number).
        </p>
      </Sheet>

      <Sheet id="blackjack" title="Blackjack" sheet={blackjack} hitLabel="Hands that win">
        <table className={table}>
          <caption className="mb-1 text-left text-xs text-foam/80">
            What a hand returns, × its stake
          </caption>
          <tbody className="text-foam tabular-nums">
            {blackjack.payouts.map((p) => (
              <tr key={p.result}>
                <th scope="row" className="font-normal">
                  {p.result}
                </th>
                <td>{p.returns}×</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-xs text-foam/80">
          With basic strategy: {pct(blackjack.rtp)} ± {pct(blackjack.standardError, 3)} (one
          standard error), pushes {pct(blackjack.pushFrequency, 1)}. Hitting and standing only:{' '}
          {pct(blackjack.hitStand.rtp)}, σ {blackjack.hitStand.stdDev.toFixed(2)}. Dealer stands on
          all 17s; one fresh deck per hand.
        </p>
      </Sheet>

      <Sheet id="poker" title="Poker" sheet={poker} hitLabel="Hands won">
        <p className="text-xs text-foam/80">
          Blinds {poker.blinds[0]}/{poker.blinds[1]}; raises of {poker.raises.join(', ')}. The pot
          goes to the best five-card hand ({poker.handRanks.join(', ')}); a tie splits it.
        </p>
        <p className="text-xs text-foam/80">
          Over {formatCount(poker.hands)} simulated hands the player put in{' '}
          {poker.meanStake.toFixed(1)} chips a hand and {poker.meanNet < 0 ? 'lost' : 'won'}{' '}
          {Math.abs(poker.meanNet).toFixed(2)} ± {poker.standardError.toFixed(2)} chips a hand, with
          a spread of {poker.stdDevChips.toFixed(1)} chips (σ per chip put in:{' '}
          {poker.stdDev.toFixed(2)}).
        </p>
      </Sheet>
    </div>
  );
}
