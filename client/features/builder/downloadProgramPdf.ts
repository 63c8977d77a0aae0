import { authorizedFetch } from '../../app/authorizedFetch.js';
import type { SessionStore } from '../../app/session.js';
import { saveBlob } from '../../ui/saveBlob.js';

export const PDF_DOWNLOAD_URL = '/secured/api/skincareprogram/pdf/download';

/** The download address of a program's PDF. */
export function pdfDownloadUrl(programId: string, pdfId: string): string {
  return `${PDF_DOWNLOAD_URL}?${new URLSearchParams({ mixtureId: programId, pdfId }).toString()}`;
}

/** The file name the server gives (the program number, "1042.pdf"), else `fallback`. */
export function attachmentName(contentDisposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1] ?? fallback;
}

/**
 * Fetches a program's PDF with the session's token (authorizedFetch: a 401 logs out) and saves
 * it under the name the server gives, the program number. The builder and my mixtures both
 * download through this. Rejects on any failure.
 */
export async function downloadProgramPdf(session: SessionStore, programId: string, pdfId: string): Promise<void> {
  const response = await authorizedFetch(session, pdfDownloadUrl(programId, pdfId), {
    headers: { accept: 'application/pdf' },
  });
  saveBlob(await response.blob(), attachmentName(response.headers.get('content-disposition'), `${programId}.pdf`));
}
