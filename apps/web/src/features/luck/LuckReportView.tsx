import type { LuckFigures, LuckReport } from '@coinwave/api-contract';
import { GAME_NAMES } from '../../lib/game-names';
import { coins, percent, sigmas } from './luck-format';
import { LuckChart } from './LuckChart';
import { formatCount } from '../../lib/format';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="min-w-0 rounded-lg bg-abyss/50 px-2.5 py-2">
      <dt className="text-[10px] font-semibold tracking-wide text-seaglass/90 uppercase">
        {label}
      </dt>
      <dd
        data-testid={testId}
        className="truncate font-display text-base font-bold text-foam tabular-nums"
      >
        {value}
      </dd>
    </div>
  );
}

/** The figures of one set of rounds (a game's, or all), each with a test id under `prefix`. */
function Figures({ f, prefix }: { f: LuckFigures; prefix: string }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <Figure label="Rounds" value={formatCount(f.rounds)} testId={`${prefix}-rounds`} />
      <Figure label="Wagered" value={coins(f.wagered)} testId={`${prefix}-wagered`} />
      <Figure label="Returned" value={coins(f.returned)} testId={`${prefix}-returned`} />
      <Figure label="Net" value={coins(f.net, true)} testId={`${prefix}-net`} />
      <Figure label="Your return" value={percent(f.actualReturn)} testId={`${prefix}-actual`} />
      <Figure
        label="Expected return"
        value={percent(f.expectedReturn)}
        testId={`${prefix}-expected`}
      />
      <Figure
        label="Expected net"
        value={coins(f.expectedNet, true)}
        testId={`${prefix}-expected-net`}
      />
      <Figure label="Distance" value={sigmas(f.deviations)} testId={`${prefix}-deviations`} />
    </dl>
  );
}

const BASIS: Record<LuckFigures['basis'], string> = {
  exact: 'exact',
  simulated: 'simulated',
  mixed: 'exact and simulated',
};

/**
 * The luck report: in total and per game, what the player staked and got back against what each
 * game's math expects (exact for slots and roulette, the engines' simulations for blackjack and
 * poker, labelled), how many standard deviations apart, in a sentence; and the chart.
 */
export function LuckReportView({ report }: { report: LuckReport }) {
  const { total } = report;
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="luck-total-title"
        className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-ocean/45 p-4"
      >
        <h2 id="luck-total-title" className="mt-0! font-display text-xl font-semibold text-foam">
          All games
        </h2>
        <p data-testid="luck-verdict" className="font-display text-lg font-semibold text-seaglass">
          {total.verdict}
        </p>
        <Figures f={total} prefix="luck-total" />
        {total.rounds > 0 && (
          <p className="text-xs text-foam/70">
            Expected by the odds: {coins(total.expectedReturned)} coins back of{' '}
            {coins(total.wagered)} staked ({BASIS[total.basis]}), give or take {coins(total.stdDev)}{' '}
            coins (one standard deviation).
          </p>
        )}
        {report.pending > 0 && (
          <p role="status" className="text-xs text-coin">
            {formatCount(report.pending)} older round
            {report.pending === 1 ? ' is' : 's are'} still being counted: they join in a minute.
          </p>
        )}
      </section>

      <LuckChart chart={report.chart} totalRounds={total.rounds} />

      <section aria-labelledby="luck-games-title" className="flex flex-col gap-3">
        <h2 id="luck-games-title" className="mt-0! font-display text-xl font-semibold text-foam">
          By game
        </h2>
        <div className="flex flex-col gap-3">
          {report.games.map((g) => (
            <section
              key={g.game}
              aria-labelledby={`luck-${g.game}-title`}
              data-testid={`luck-game-${g.game}`}
              className="flex flex-col gap-2 rounded-xl border border-white/10 bg-abyss/40 p-3"
            >
              <h3
                id={`luck-${g.game}-title`}
                className="flex flex-wrap items-center gap-2 font-display text-lg"
              >
                <span className="font-semibold text-foam">{GAME_NAMES[g.game]}</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-[11px] font-semibold ${g.figures.basis === 'exact' ? 'bg-seaglass/15 text-seaglass' : 'bg-coin/15 text-coin'}`}
                >
                  {BASIS[g.figures.basis]}
                </span>
              </h3>
              <p className="text-sm font-semibold text-foam/90">{g.figures.verdict}</p>
              {g.figures.rounds > 0 && <Figures f={g.figures} prefix={`luck-${g.game}`} />}
              <p className="text-xs text-foam/70">{g.model}</p>
            </section>
          ))}
        </div>
      </section>
    </div>
  );
}
