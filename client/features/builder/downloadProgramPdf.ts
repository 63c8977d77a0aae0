export const PDF_DOWNLOAD_URL = '/secured/api/skincareprogram/pdf/download';

/** The download address of a program's PDF. */
export function pdfDownloadUrl(programId: string, pdfId: string): string {
  return `${PDF_DOWNLOAD_URL}?${new URLSearchParams({ mixtureId: programId, pdfId }).toString()}`;
}

/**
 * Fetches a program's PDF with the bearer token and saves it as `<programId>.pdf` (a plain link
 * cannot carry the Authorization header). Rejects on any failure.
 */
export async function downloadProgramPdf(programId: string, pdfId: string, token: string | null): Promise<void> {
  const response = await fetch(pdfDownloadUrl(programId, pdfId), {
    headers: token ? { authorization: `Bearer ${token}`, accept: 'application/pdf' } : { accept: 'application/pdf' },
  });
  if (!response.ok) throw new Error(`PDF download failed (${response.status})`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `${programId}.pdf`;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the blob to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
