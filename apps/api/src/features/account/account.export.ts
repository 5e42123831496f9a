import { ACCOUNT_EXPORT_FORMAT, type AccountExport, type Message } from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import { listAchievements } from '../achievements/achievements.service';
import { userMessagesPage } from '../chat/chat.service';
import { listLedger } from '../ledger/ledger.service';
import { userMedia } from '../media/media.service';
import { listBlocks } from '../moderation/blocks.service';
import { getLimits } from '../responsible-play/responsible-play.service';
import { roundsAfter } from '../rounds/history.service';
import { getUser } from '../users/users.service';

/** Rows read per query: the export streams page by page, so its memory stays bounded. */
export const EXPORT_PAGE = 500;

/** The items of a JSON array, page by page: `fetchPage(last)` returns the page after `last`. */
async function* arrayItems<T>(
  fetchPage: (last: T | undefined) => Promise<T[]>,
  pageSize: number,
): AsyncGenerator<string> {
  let last: T | undefined;
  let first = true;
  for (;;) {
    const page = await fetchPage(last);
    if (page.length === 0) return;
    yield (first ? '' : ',') + page.map((item) => JSON.stringify(item)).join(',');
    first = false;
    last = page.at(-1);
    if (page.length < pageSize) return;
  }
}

function ledgerEntry(row: Awaited<ReturnType<typeof listLedger>>[number]) {
  return {
    id: Number(row.id),
    amount: Number(row.amount),
    kind: row.kind,
    waveId: row.wave_id,
    roundId: row.round_id,
    balanceAfter: Number(row.balance_after),
    createdAt: row.created_at,
  } satisfies AccountExport['ledger'][number];
}

/**
 * `GET /api/me/export` as text chunks of one JSON document (the contract's AccountExport): the
 * profile, then every round, ledger entry and message a page at a time, then the media, the
 * achievements, the limits and the blocks. Only what the player may see: a round's server seed appears once revealed.
 */
export async function* accountExport(
  ctx: AppContext,
  userId: string,
  pageSize = EXPORT_PAGE,
): AsyncGenerator<string> {
  const db = ctx.db;
  const head: Pick<AccountExport, 'format' | 'exportedAt' | 'profile'> = {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: ctx.now().toISOString(),
    profile: await getUser(db, userId, ctx.now()),
  };
  yield JSON.stringify(head).slice(0, -1) + ',"rounds":[';
  yield* arrayItems(
    (last: AccountExport['rounds'][number] | undefined) =>
      roundsAfter(db, userId, last?.nonce ?? -1, pageSize),
    pageSize,
  );
  yield '],"ledger":[';
  yield* arrayItems(
    async (last: AccountExport['ledger'][number] | undefined) =>
      (await listLedger(db, userId, { afterId: last?.id ?? 0, limit: pageSize })).map(ledgerEntry),
    pageSize,
  );
  yield '],"messages":[';
  yield* arrayItems(
    (last: Message | undefined) => userMessagesPage(db, userId, last, pageSize),
    pageSize,
  );
  yield `],"media":${JSON.stringify(await userMedia(db, userId))}`;
  yield `,"achievements":${JSON.stringify(await listAchievements(ctx, userId))}`;
  yield `,"limits":${JSON.stringify(await getLimits(ctx, userId))}`;
  yield `,"blocks":${JSON.stringify(await listBlocks(ctx, userId))}}`;
}
