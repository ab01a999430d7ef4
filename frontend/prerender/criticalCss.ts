import BeastiesModule from 'beasties';
import { pruneCustomProperties } from './pruneCustomProperties.ts';

// beasties types its ES module as CommonJS (no "type": "module" beside its .d.ts), so TypeScript reads the
// default import as the module object; at run time it is the class.
const Beasties = BeastiesModule as unknown as typeof BeastiesModule.default;

const INLINED_STYLE = /<style>([\s\S]*?)<\/style>/;

/**
 * The rules of the page's stylesheets that `document` uses, for the landing's head (landingShell.ts): every
 * rule whose selector matches one of its elements, as beasties finds it by matching the selectors against the
 * HTML (no browser: the whole page, not only what a first screen shows, so nothing the visitor scrolls to
 * waits for the stylesheet; states the HTML does not show, an open menu or dialog, wait), with the keyframes
 * those rules use and without the custom properties none of them reads (pruneCustomProperties.ts).
 * `document`: a page with its `<link rel="stylesheet">`; `outDir`: the build, where the stylesheets are read.
 */
export async function criticalCss(document: string, outDir: string): Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    // Only the <style> it writes is kept: landingShell.ts loads the stylesheet itself, after the first paint.
    pruneSource: false,
    keyframes: 'critical',
    fonts: false,
    compress: true,
    logLevel: 'warn',
  });
  const inlined = INLINED_STYLE.exec(await beasties.process(document))?.[1];
  if (!inlined) throw new Error('beasties no encontró reglas de la hoja de estilos usadas por la portada');
  return pruneCustomProperties(inlined);
}
