import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { Id } from './common';
import { LiveConfig, LiveStream } from './live';
import { defineRoute } from './route';
import type { MediaItem } from './social';

/** Gallery pages hold at most this many items (and this many when no `limit` is asked). */
export const GALLERY_PAGE_MAX = 100;

/**
 * `GET /api/media/gallery?limit&before`: a page of the current wave's media, newest first.
 * `before` is `galleryCursor(item)` of the last item of the previous page; a page shorter than
 * `limit` is the last one.
 */
export const GalleryQuery = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: '^(?:[1-9][0-9]?|100)$' })),
    before: Type.Optional(
      Type.String({
        pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d{1,6})?Z~[A-Za-z0-9_-]{1,64}$',
      }),
    ),
  },
  { additionalProperties: false },
);
export type GalleryQuery = Static<typeof GalleryQuery>;

/** Where a gallery page ends: the next page starts after this item (by time, then id). */
export function galleryCursor(item: Pick<MediaItem, 'createdAt' | 'id'>): string {
  return `${item.createdAt}~${item.id}`;
}

/** `DELETE /api/media/:id`: what was deleted (its file is gone too). */
export const MediaDeleted = Type.Object({ id: Id, waveId: Id });
export type MediaDeleted = Static<typeof MediaDeleted>;

/** Media deletion and live streams; `routes` spreads them in. */
export const mediaRoutes = {
  deleteMedia: defineRoute({
    method: 'DELETE',
    path: '/api/media/:id',
    response: MediaDeleted,
    summary:
      'Delete a shared screenshot or recording (your own; moderators: anyone’s): its file is removed',
  }),
  liveConfig: defineRoute({
    method: 'GET',
    path: '/api/live/config',
    response: LiveConfig,
    summary: 'The ICE servers (STUN/TURN) for live streams and the viewer cap',
  }),
  liveStreams: defineRoute({
    method: 'GET',
    path: '/api/waves/:waveId/live',
    response: Type.Array(LiveStream),
    summary: "The wave's live streams you may watch, newest first",
  }),
} as const;
