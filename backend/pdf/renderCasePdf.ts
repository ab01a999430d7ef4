import path from 'node:path';
import pdfmake from 'pdfmake';
import roboto from 'pdfmake/fonts/Roboto.js';
import type { TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces.js';
import { buildCaseDocument, type CaseDocumentMeta } from '../../engine/pdf/buildCaseDocument.ts';
import type { CaseTemplate } from '../../engine/templates/types.ts';

let configured = false;

/**
 * pdfmake on the server reads files and URLs named in a document. A case document names none but
 * its fonts, and its text is what a consultant (or a client, through them) typed: everything else
 * is refused, so no value can ever make the server fetch a URL or read a file.
 */
function configure(): void {
  if (configured) return;
  const fonts = roboto as TFontDictionary;
  const fontFiles = new Set(Object.values(fonts.Roboto ?? {}).map((file) => path.resolve(String(file))));
  pdfmake.setFonts(fonts);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => fontFiles.has(path.resolve(file)));
  configured = true;
}

/** Any pdfmake document as PDF bytes, with the product's fonts (Roboto, which prints every Spanish character). */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  configure();
  return pdfmake.createPdf(doc).getBuffer();
}

/** The PDF of a case, the same document the browser downloads (engine/pdf/buildCaseDocument). */
export function renderCasePdf(template: CaseTemplate, data: unknown, meta: CaseDocumentMeta): Promise<Buffer> {
  return renderPdf(buildCaseDocument(template, data, meta));
}
