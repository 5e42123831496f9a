import { ApiError } from '@coinwave/api-contract';

/** The file name a `Content-Disposition: attachment; filename="..."` header gives, if any. */
export function attachmentName(header: string | null): string | undefined {
  return header?.match(/filename="([^"]+)"/)?.[1];
}

/**
 * Downloads a same-origin GET as a file: fetched first (so a refusal becomes an ApiError with the
 * server's reason, not a saved error page), then handed to the browser under the server's name.
 */
export async function downloadExport(path: string): Promise<void> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, await response.text());
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = attachmentName(response.headers.get('content-disposition')) ?? 'coinwave.json';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL is no longer needed once it returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
