import { workerFile, type WorkerPool } from '../../platform/pdf/worker-pool.js';
import { toPdfTask, type ProgramPdfContent } from './program-pdf.js';
import type { PdfOptions } from './pdf-document.entity.js';

/** The worker file rendering program PDFs (program-pdf.worker.ts), resolved when the pool starts. */
export const programPdfWorkerFile = () => workerFile(import.meta.url, 'program-pdf.worker');

/** Renders in a worker thread of the pool, off the event loop; 503 when its queue is full. */
export async function renderProgramPdfInPool(
  pool: WorkerPool,
  content: ProgramPdfContent,
  options: PdfOptions,
): Promise<Buffer> {
  return Buffer.from(await pool.run<ArrayBuffer>(toPdfTask(content, options)));
}
