import { ApiError } from '@coinwave/api-contract';

/** The help text's promise and the server's limit: avatars up to 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** JPG, PNG or GIF: what the file picker offers and the server accepts. */
export const AVATAR_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};

/** The picker's `accept`: the types, plus extensions for systems that do not report a type. */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';

const EXTENSION = /\.(jpe?g|png|gif)$/i;

/** '2.4 MB' / '640 KB': a file size as a person reads it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Checks a chosen file in the browser before anything is sent: a JPG, PNG or GIF (by its type, or
 * by its name when the system gives no type) of at most 5 MB. Returns the message to show, or
 * null when it may be uploaded. The server checks again (and looks inside the file).
 */
export function checkAvatarFile(file: { name: string; type: string; size: number }): string | null {
  const typeOk = file.type ? file.type in AVATAR_TYPES : EXTENSION.test(file.name);
  if (!typeOk) return `Choose a JPG, PNG or GIF image: ${file.name} is not one.`;
  if (file.size === 0) return 'That file is empty. Choose another image.';
  if (file.size > AVATAR_MAX_BYTES)
    return `That image is ${formatBytes(file.size)}: avatars are up to 5 MB.`;
  return null;
}

/**
 * What to tell the player when the server refuses an upload or removal: its own readable text
 * when it sent one, else a plain description of the status.
 */
export function avatarErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.error) return error.error;
    if (error.status === 413) return 'The image is too large: avatars are up to 5 MB';
    if (error.status === 429) return 'Too many avatar changes. Please wait a little and try again.';
    if (error.status === 401) return 'Your session has ended. Please sign in again.';
    return `The server could not take that image (error ${error.status}). Please try again.`;
  }
  return 'Could not reach the server. Check your connection and try again.';
}
