import { galleryCursor, routes, type MediaItem } from '@coinwave/api-contract';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api, serverErrorText } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import type { ActionResult } from '../../components/ConfirmDialog';

/** Items per gallery page (the server's pages hold up to 100). */
export const GALLERY_PAGE = 24;

/**
 * The current wave's gallery, a page at a time (newest first), and deleting an item: its
 * uploader may, and moderators may delete any. A deleted item leaves every open gallery (the
 * socket's `media_deleted`), this one at once.
 */
export function useGallery(enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: queryKeys.gallery,
    queryFn: ({ pageParam }) =>
      api(routes.gallery, {
        query: { limit: String(GALLERY_PAGE), ...(pageParam ? { before: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) =>
      last.length < GALLERY_PAGE ? null : galleryCursor(last[last.length - 1]!),
    enabled,
  });
  const remove = async (item: MediaItem): Promise<ActionResult> => {
    try {
      await api(routes.deleteMedia, { params: { id: item.id } });
      queryClient.setQueryData<InfiniteData<MediaItem[]>>(queryKeys.gallery, (shown) =>
        shown
          ? { ...shown, pages: shown.pages.map((p) => p.filter((m) => m.id !== item.id)) }
          : shown,
      );
      return { ok: true };
    } catch (error) {
      return {
        ok: false,
        error: serverErrorText(error) ?? 'Could not delete it. Please try again.',
      };
    }
  };
  return {
    items: query.data?.pages.flat() ?? [],
    loading: query.isLoading,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    remove,
  };
}
