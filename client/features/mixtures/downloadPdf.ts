import type { SessionStore } from '../../app/session.js';

export const PDF_DOWNLOAD_PATH = '/secured/api/skincareprogram/pdf/download';

/** A failed download, with the HTTP status (0 when the request itself failed). */
export class PdfDownloadError extends Error {
  constructor(readonly status: number) {
    super(`PDF download failed (${status})`);
    this.name = 'PdfDownloadError';
  }
}

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL can go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads a program's PDF with the session's bearer token (a plain link would carry none) and
 * saves it as `<programId>.pdf`. An answer of 401 to a request with a token logs out.
 */
export async function downloadProgramPdf(session: SessionStore, programId: string, pdfId: string): Promise<void> {
  const token = session.getToken();
  const query = new URLSearchParams({ mixtureId: programId, pdfId });
  let response: Response;
  try {
    response = await fetch(`${PDF_DOWNLOAD_PATH}?${query.toString()}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new PdfDownloadError(0);
  }
  if (!response.ok) {
    if (response.status === 401 && token) void session.logout({ callServer: false });
    throw new PdfDownloadError(response.status);
  }
  saveBlob(await response.blob(), `${programId}.pdf`);
}
