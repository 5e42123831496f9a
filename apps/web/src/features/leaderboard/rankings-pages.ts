/** The pager of the full rankings, from a page's offset and size and the number ranked. */
export interface RankingsPager {
  /** 1-based page number and count (at least 1). */
  page: number;
  pages: number;
  /** The ranks shown, e.g. 11-20 (0-0 when nobody is ranked). */
  first: number;
  last: number;
  previous: number | null;
  next: number | null;
  /** The offset of the page holding `rank`, or null without one. */
  pageOf: (rank: number | null) => number | null;
}

/** Where a page of `size` starting after rank `offset` sits among `total` ranked players. */
export function rankingsPager(offset: number, size: number, total: number): RankingsPager {
  const pages = Math.max(1, Math.ceil(total / size));
  return {
    page: Math.floor(offset / size) + 1,
    pages,
    first: total === 0 ? 0 : Math.min(total, offset + 1),
    last: Math.min(total, offset + size),
    previous: offset > 0 ? Math.max(0, offset - size) : null,
    next: offset + size < total ? offset + size : null,
    pageOf: (rank) => (rank === null ? null : Math.floor((rank - 1) / size) * size),
  };
}
