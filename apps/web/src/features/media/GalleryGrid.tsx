import type { MediaItem } from '@coinwave/api-contract';
import { Image as ImageIcon, Video } from 'lucide-react';

/** The gallery: images and videos with a type badge; an image opens in a new tab (spec section 2). */
export function GalleryGrid({
  items,
  loading = false,
}: {
  items: readonly MediaItem[];
  loading?: boolean;
}) {
  if (loading)
    return <p className="py-10 text-center text-sm text-foam/60">Loading the gallery…</p>;
  if (items.length === 0)
    return <p className="py-10 text-center text-sm text-foam/60">No media files yet...</p>;
  return (
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
          <p className="truncate px-2 py-1.5 text-xs text-foam/75">
            {item.filename}
            {item.uploader && <span className="text-foam/50"> · {item.uploader.username}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}
