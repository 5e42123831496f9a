import type { MediaItem } from '@coinwave/api-contract';
import { Image as ImageIcon, Trash2, Video } from 'lucide-react';
import { Button } from '../../components/Button';

export interface GalleryGridProps {
  items: readonly MediaItem[];
  loading?: boolean;
  /** Whether the player may delete this item (their own; a moderator any). */
  canDelete?: (item: MediaItem) => boolean;
  onDelete?: (item: MediaItem) => void;
  /** More (older) items are there: a Load more button fetches the next page. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

/**
 * The gallery: images and videos with a type badge; an image opens in a new tab (spec section 2).
 * Items the player may delete have a Delete button; older pages load on demand.
 */
export function GalleryGrid({
  items,
  loading = false,
  canDelete = () => false,
  onDelete,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
}: GalleryGridProps) {
  if (loading)
    return <p className="py-10 text-center text-sm text-foam/60">Loading the gallery…</p>;
  if (items.length === 0)
    return <p className="py-10 text-center text-sm text-foam/60">No media files yet...</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Media gallery" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map((item) => (
          <li
            key={item.id}
            className="relative overflow-hidden rounded-xl border border-white/10 bg-abyss/50"
          >
            <span className="absolute top-2 left-2 z-10 inline-flex items-center gap-1 rounded-full bg-abyss/80 px-2 py-0.5 text-[10px] font-bold tracking-wide text-seaglass uppercase">
              {item.type === 'image' ? (
                <ImageIcon size={10} aria-hidden="true" />
              ) : (
                <Video size={10} aria-hidden="true" />
              )}
              {item.type}
            </span>
            {item.type === 'image' ? (
              <a
                href={item.url}
                target="_blank"
                rel="noreferrer"
                className="block"
                title={`Open ${item.filename} in a new tab`}
              >
                <img
                  src={item.url}
                  alt={item.filename}
                  loading="lazy"
                  className="aspect-video w-full object-cover transition hover:scale-105"
                />
              </a>
            ) : (
              <video
                src={item.url}
                controls
                preload="metadata"
                className="aspect-video w-full bg-black"
                aria-label={item.filename}
              />
            )}
            <div className="flex min-h-9 items-center gap-1 py-1 pr-1 pl-2">
              <p className="min-w-0 flex-1 truncate text-xs text-foam/75">
                {item.filename}
                {item.uploader && <span className="text-foam/60"> · {item.uploader.username}</span>}
              </p>
              {onDelete && canDelete(item) && (
                <button
                  type="button"
                  onClick={() => onDelete(item)}
                  aria-label={`Delete ${item.filename}`}
                  title="Delete"
                  className="shrink-0 cursor-pointer rounded-full p-1.5 text-foam/70 hover:bg-coral/20 hover:text-coral focus-visible:outline-2 focus-visible:outline-seaglass"
                >
                  <Trash2 size={14} aria-hidden="true" />
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {hasMore && onLoadMore && (
        <Button
          variant="ghost"
          size="sm"
          onClick={onLoadMore}
          disabled={loadingMore}
          className="self-center"
        >
          {loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
