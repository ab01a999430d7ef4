/** Saves `blob` as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  // Clicked without being attached: with a modal dialog open the page body is inert, and a link
  // inside it would not start the download.
  link.click();
  // The browser has started the download by now; keep the URL a little in case it reads lazily.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
