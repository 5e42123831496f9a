import {
  ApiError,
  routes,
  type AvatarResponse,
  type RouteDef,
  type RouteResponse,
  type UploadResponse,
} from '@coinwave/api-contract';

export type MediaKind = 'image' | 'video';

/** Uploads one file as multipart (file, filename, type) to the contract's upload route. */
export function uploadMedia(
  file: Blob,
  filename: string,
  type: MediaKind,
  onProgress: (percent: number) => void,
): Promise<UploadResponse> {
  const form = new FormData();
  form.append('filename', filename);
  form.append('type', type);
  form.append('file', file, filename);
  return sendMultipart(routes.upload, form, onProgress);
}

/** 'screenshot-<timestamp>.png' / 'recording-<timestamp>.webm' (spec section 9). */
export function mediaFilename(kind: 'screenshot' | 'recording', now: number): string {
  return `${kind}-${now}.${kind === 'screenshot' ? 'png' : 'webm'}`;
}

/**
 * Sends a multipart form to a contract route with XMLHttpRequest (for its upload progress,
 * 0-100) and parses the JSON reply; a non-2xx reply rejects with `ApiError`, so the server's
 * readable `error` text reaches the player.
 */
export function sendMultipart<R extends RouteDef>(
  route: R,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<RouteResponse<R>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, route.path);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.responseText));
        return;
      }
      onProgress(100);
      try {
        resolve(JSON.parse(xhr.responseText) as RouteResponse<R>);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new Error('Upload failed: network error'));
    xhr.send(form);
  });
}

/** Uploads an avatar image (one `file` field); the server crops, resizes and re-encodes it. */
export function uploadAvatar(
  file: Blob,
  filename: string,
  onProgress: (percent: number) => void,
): Promise<AvatarResponse> {
  const form = new FormData();
  form.append('file', file, filename);
  return sendMultipart(routes.uploadAvatar, form, onProgress);
}
