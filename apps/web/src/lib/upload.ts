import { ApiError, routes, type UploadResponse } from '@coinwave/api-contract';

export type MediaKind = 'image' | 'video';

/**
 * Uploads one file as multipart (file, filename, type) to the contract's upload route.
 * XMLHttpRequest rather than fetch because only it reports upload progress (0-100).
 */
export function uploadMedia(
  file: Blob,
  filename: string,
  type: MediaKind,
  onProgress: (percent: number) => void,
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('filename', filename);
    form.append('type', type);
    form.append('file', file, filename);
    const xhr = new XMLHttpRequest();
    xhr.open(routes.upload.method, routes.upload.path);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        try {
          resolve(JSON.parse(xhr.responseText) as UploadResponse);
        } catch (error) {
          reject(error);
        }
      } else reject(new ApiError(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new Error('Upload failed: network error'));
    xhr.send(form);
  });
}

/** 'screenshot-<timestamp>.png' / 'recording-<timestamp>.webm' (spec section 9). */
export function mediaFilename(kind: 'screenshot' | 'recording', now: number): string {
  return `${kind}-${now}.${kind === 'screenshot' ? 'png' : 'webm'}`;
}
