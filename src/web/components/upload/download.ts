/**
 * Starts the download of a (signed) link; the server answers it as an attachment, so the page
 * stays where it is.
 */
export function startDownload(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
