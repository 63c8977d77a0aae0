// A worker thread of the PDF pool (platform/pdf/worker-pool.ts): renders one program PDF per task.
import { move } from 'piscina';
import { fromPdfTask, renderProgramPdf, type ProgramPdfTask } from './program-pdf.js';

/** The PDF's bytes, moved (not copied) back to the main thread. */
export default async function renderTask(task: ProgramPdfTask): Promise<ArrayBuffer> {
  const bytes = await renderProgramPdf(...fromPdfTask(task));
  // Small buffers share Node's allocation pool; only a buffer that owns its memory may be moved.
  const own =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? (bytes.buffer as ArrayBuffer)
      : (bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return move(own) as ArrayBuffer;
}
