/**
 * The server's QR code (SVG markup) as an image address. Drawn by an <img>, the markup is only ever an
 * image: no script in it runs and nothing of it joins the page, so it needs no sanitising.
 */
export function qrImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
