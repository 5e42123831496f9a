import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Every test leaves the document, the browser storage and the clock as it found them, and no
// module still loading: the web tests share their worker's modules (vitest.config.ts at the root),
// and a lazy screen's import left in flight when a file ends is cut off with the file, failing
// whichever file next imports that module.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  await vi.dynamicImportSettled();
});
