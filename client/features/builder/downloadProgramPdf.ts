import { authorizedFetch } from '../../app/authorizedFetch.js';
import type { SessionStore } from '../../app/session.js';

export const PDF_DOWNLOAD_URL = '/secured/api/skincareprogram/pdf/download';

/** The download address of a program's PDF. */
export function pdfDownloadUrl(programId: string, pdfId: string): string {
  return `${PDF_DOWNLOAD_URL}?${new URLSearchParams({ mixtureId: programId, pdfId }).toString()}`;
}

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the blob to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}

/**
 * Fetches a program's PDF with the session's token (authorizedFetch: a 401 logs out) and saves
 * it as `<programId>.pdf`. The builder and my mixtures both download through this. Rejects on
 * any failure.
 */
export async function downloadProgramPdf(session: SessionStore, programId: string, pdfId: string): Promise<void> {
  const response = await authorizedFetch(session, pdfDownloadUrl(programId, pdfId), { headers: { accept: 'application/pdf' } });
  saveBlob(await response.blob(), `${programId}.pdf`);
}
