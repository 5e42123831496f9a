import { parentPort } from 'node:worker_threads';
import { runHouseJob, type HouseJob } from './house-jobs';

// The house thread's entry (bundled as dist/house-worker.js): runs one job per message.
parentPort!.on('message', ({ id, job }: { id: number; job: HouseJob }) => {
  try {
    parentPort!.postMessage({ id, result: runHouseJob(job) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
