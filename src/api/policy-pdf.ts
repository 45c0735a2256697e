import { apiPaths } from '@contracts/call-names';
import type { PolicyPdfRequest } from '@contracts/download-policy';

/** Thrown when the PDF cannot be had: not issued yet (409), not this browser's order (404), or no connection. */
export class PolicyPdfUnavailable extends Error {
  constructor(readonly status: number | null) {
    super(`Policy PDF unavailable (${status ?? 'network'})`);
    this.name = 'PolicyPdfUnavailable';
  }
}

/**
 * The e-policy PDF of a paid order. A POST with the order's token in the body, so the token never appears in a URL,
 * a history entry or a log; the caller saves the file from the blob.
 */
export async function fetchPolicyPdf(request: PolicyPdfRequest): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(new URL(apiPaths.policyPdf, window.location.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    throw new PolicyPdfUnavailable(null);
  }
  if (!response.ok) throw new PolicyPdfUnavailable(response.status);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'polica.pdf';
  return { blob: await response.blob(), fileName };
}

/** Saves a blob under a file name, as a click on a download link would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled, or the download would find nothing at the URL.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
