import BeastiesModule from 'beasties';
import { DEFERRED_MEDIA_ATTRIBUTE } from '../app/deferredStylesheets.ts';
import { pruneCustomProperties } from './pruneCustomProperties.ts';

// beasties describes its ES module with CommonJS types, so TypeScript reads the default import as the
// module object; at run time it is the class.
const Beasties = BeastiesModule as unknown as typeof BeastiesModule.default;

const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/;
const STYLESHEET_LINK = /<link rel="stylesheet"([^>]*)>/g;

/**
 * The prerendered landing with the CSS its HTML uses written into a `<style>` in the head, and the site's
 * stylesheet loaded without holding the first paint (`media="print"`, which main.tsx turns to its real media
 * once it has loaded, before React starts). A phone on a slow connection then paints the page from its first
 * response, instead of waiting for the whole stylesheet and, behind it, for the app's script, which ran
 * before that paint. Whatever React shows later (dialogs, the carousel's slides, the phone menu) finds the
 * whole stylesheet applied. No inline script: the Content-Security-Policy allows inline styles only. Without
 * JavaScript the page is the prerendered one, which the inlined CSS styles in full.
 */
export async function inlineCriticalCss(html: string, outDir: string): Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    // The link goes to the end of the body, made non-blocking below in a way main.tsx undoes without inline
    // script (beasties' own non-blocking modes use inline script or event attributes).
    preload: 'body',
    // The other pages (index.html) load the same stylesheet whole.
    pruneSource: false,
    reduceInlineStyles: false,
    keyframes: 'critical',
    compress: true,
    logLevel: 'warn',
  });
  const inlined = await beasties.process(html);
  const style = INLINE_STYLE.exec(inlined);
  if (!style) throw new Error('No se pudo incrustar el CSS crítico de la portada');
  return inlined
    .replace(INLINE_STYLE, () => `<style>${pruneCustomProperties(style[1]!)}</style>`)
    .replace(STYLESHEET_LINK, (_match: string, attributes: string) => {
      if (/\smedia=/.test(attributes)) throw new Error(`Hoja de estilos con media propio: ${attributes}`);
      return `<link rel="stylesheet"${attributes} media="print" ${DEFERRED_MEDIA_ATTRIBUTE}="all">`;
    });
}
