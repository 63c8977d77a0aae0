// A worker task for tests of the PDF pool: it occupies its thread until the test releases the
// gate (a SharedArrayBuffer: Int32 0 → 1), so the pool is full exactly as long as the test says.
import { threadId } from 'node:worker_threads';

/** The 60 s bound only keeps a failed test from hanging; the test always releases first. */
export default function hold({ gate }) {
  Atomics.wait(new Int32Array(gate), 0, 0, 60_000);
  return threadId;
}
