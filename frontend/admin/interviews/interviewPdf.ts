import { BUSINESS_NAME } from '../../../engine/business/businessIdentity.ts';
import { buildInterviewDocument, interviewFileName, type InterviewDocumentResult } from '../../../engine/pdf/buildInterviewDocument.ts';
import { loadPdfMake } from '../../caseDetails/pdf/casePdf.ts';
import { saveBlob } from '../../components/saveBlob.ts';

/** Builds the interview summary's PDF (pdfmake loaded on demand, as for cases) and saves it; resolves to its name. */
export async function downloadInterviewPdf({
  clientName,
  regionLabel,
  result,
  date,
}: {
  clientName: string;
  regionLabel: string;
  result: InterviewDocumentResult;
  date: Date;
}): Promise<string> {
  const pdfMake = await loadPdfMake();
  const blob = await pdfMake
    .createPdf(buildInterviewDocument(result, { businessName: BUSINESS_NAME, clientName, regionLabel, date }))
    .getBlob();
  const fileName = interviewFileName(clientName, regionLabel);
  saveBlob(blob, fileName);
  return fileName;
}
