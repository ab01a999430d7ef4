import { buildCaseDocument, type CaseDocumentMeta } from '../../../engine/pdf/buildCaseDocument.ts';
import { caseFileName } from '../../../engine/pdf/caseFileName.ts';
import type { CaseTemplate } from '../../../engine/templates/types.ts';
import { saveBlob } from '../../components/saveBlob.ts';
import { caseCheckFor } from '../caseCheck.ts';

type PdfMake = (typeof import('pdfmake/build/pdfmake'))['default'];

let pdfMakeLoading: Promise<PdfMake> | null = null;

/**
 * pdfmake and its fonts (about 800 kB gzip) load the first time someone asks for a PDF, never with
 * the page. Roboto comes from pdfmake's own font bundle, the same files the server embeds, so the
 * downloaded file and the e-mailed copy are the same document.
 */
export function loadPdfMake(): Promise<PdfMake> {
  pdfMakeLoading ??= Promise.all([import('pdfmake/build/pdfmake'), import('pdfmake/build/vfs_fonts')])
    .then(([{ default: pdfMake }, { default: fonts }]) => {
      // vfs_fonts is the map of Roboto files by name; pdfmake's browser build uses Roboto by those
      // names by default. Added here, not left to the bundle's own hook: that one only runs when
      // a global pdfMake happens to exist before the fonts module is evaluated.
      pdfMake.addVirtualFileSystem(fonts);
      // A case document names no images or URLs: nothing is ever fetched on its behalf.
      pdfMake.setUrlAccessPolicy(() => false);
      return pdfMake;
    })
    .catch((error: unknown) => {
      pdfMakeLoading = null;
      throw error;
    });
  return pdfMakeLoading;
}

/** The case's PDF as a Blob, its missing required fields marked as the server's copy marks them. */
export async function casePdfBlob(template: CaseTemplate, data: unknown, meta: CaseDocumentMeta): Promise<Blob> {
  const [pdfMake, check] = await Promise.all([loadPdfMake(), caseCheckFor(template)]);
  return pdfMake.createPdf(buildCaseDocument(template, data, { ...meta, missing: check(data).missing })).getBlob();
}

/** Builds the case's PDF and saves it as 'caso-<applicant>-<destination>.pdf'; resolves to that name. */
export async function downloadCasePdf(template: CaseTemplate, data: unknown, meta: CaseDocumentMeta): Promise<string> {
  const blob = await casePdfBlob(template, data, meta);
  const fileName = caseFileName(meta.applicantName, meta.destinationLabel);
  saveBlob(blob, fileName);
  return fileName;
}
