import { useCallback, useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROCESS_STAGE_LABELS, type ProcessStage } from '../../engine/lifecycles/processStage.ts';
import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';
import type { CaseTemplate } from '../../engine/templates/types.ts';
import type { CaseCopyRequest } from '../../schemas/generated/caseCopyRequest.ts';
import type { CaseRetiredValue } from '../../schemas/generated/caseDetailsRecord.ts';
import type { CaseCopyResponse } from '../../schemas/generated/caseCopyResponse.ts';
import { ApiError } from '../api/apiRequest.ts';
import { listKey } from '../admin/lists/queryKeys.ts';
import { adminRequest, errorMessage } from '../admin/session/adminRequest.ts';
import { useToast } from '../toast/toastContext.ts';
import { reportPdfDownload } from './caseApi.ts';
import { CASE_TEXTS } from './texts.ts';
import { caseCopiesKey } from './copies/useCaseCopies.ts';
import { EmailCopyDialog } from './EmailCopyDialog.tsx';
import { useDismiss } from './useDismiss.ts';
import { useOnceTrue } from '../components/useOnceTrue.ts';
import './caseFile.scss';

const T = CASE_TEXTS.download;

export interface DownloadMenuProps {
  consultationId: string;
  /** The template the dialog shows (its key and version go to the server for the e-mailed copy). */
  template: CaseTemplate;
  /** The form as it is on screen, saved or not: the copy shows what the consultant sees. */
  formData: Record<string, unknown>;
  /** The values the saved case keeps from retired fields: printed last, as the server's copy prints them. */
  retired: readonly CaseRetiredValue[];
  caseId: string;
  applicantName: string;
  /** The destination as people read it ('Estados Unidos'). */
  destinationLabel: string;
  stage: ProcessStage;
  /** The client's address, offered in the e-mail dialog. */
  clientEmail: string;
}

/** The dialog footer's 'Descargar' menu: the case as PDF, or a copy of it by e-mail. */
export function DownloadMenu(props: DownloadMenuProps) {
  const { consultationId, template, formData, retired, caseId, applicantName, destinationLabel, stage, clientEmail } = props;
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  // The e-mail dialog is drawn when first asked for, then kept (what was typed survives closing it).
  const emailAsked = useOnceTrue(emailOpen);
  const [generating, setGenerating] = useState(false);
  const [addressError, setAddressError] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(root, menuOpen, closeMenu);

  const downloadPdf = async () => {
    setMenuOpen(false);
    if (generating) return;
    setGenerating(true);
    try {
      // Loaded on demand: pdfmake never reaches the admin's main chunk.
      const { downloadCasePdf } = await import('./pdf/casePdf.ts');
      const fileName = await downloadCasePdf(template, formData, {
        businessName: BUSINESS_NAME,
        caseId,
        applicantName,
        destinationLabel,
        stageLabel: PROCESS_STAGE_LABELS[stage],
        date: new Date(),
        retired,
      });
      toast(T.pdfDone(fileName));
      // The PDF is saved by now: the report is not waited for, and its failure changes nothing for the
      // consultant (the server records each download it is told of; the case's activity shows it).
      void reportPdfDownload(consultationId).then(
        () => queryClient.invalidateQueries({ queryKey: listKey('audit') }),
        () => undefined,
      );
    } catch {
      toast({ ...T.pdfError, variant: 'destructive' });
    } finally {
      setGenerating(false);
    }
  };

  const sendCopy = useMutation({
    mutationFn: (to: string) => {
      const body: CaseCopyRequest = {
        template: { key: template.key, version: template.version },
        formData,
        countryLabel: destinationLabel,
        applicantName,
        caseId,
        to,
        stage,
      };
      return adminRequest<CaseCopyResponse>('POST', `/api/admin/consultations/${consultationId}/email-copy`, body);
    },
    onSuccess: (_response, to) => {
      setEmailOpen(false);
      setAddressError(null);
      toast(CASE_TEXTS.emailCopy.sent(to));
      void queryClient.invalidateQueries({ queryKey: caseCopiesKey(consultationId) });
    },
    onError: (error) => {
      const message = errorMessage(error, CASE_TEXTS.emailCopy.network);
      const aboutAddress = error instanceof ApiError && error.payload?.details?.find((d) => d.path === 'to');
      setAddressError(aboutAddress ? aboutAddress.message : null);
      toast({ ...CASE_TEXTS.emailCopy.error, description: message, variant: 'destructive' });
    },
  });

  return (
    <div ref={root} className="case-download">
      <div>
        <button
          type="button"
          className="button"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-busy={generating || undefined}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span>{generating ? T.generating : T.menu}</span>
          <span className="case-download-caret" aria-hidden="true">
            ▾
          </span>
        </button>
      </div>
      <div className="case-download-menu" id={menuId} role="menu" hidden={!menuOpen}>
        <div>
          <button type="button" role="menuitem" className="case-download-item" onClick={downloadPdf}>
            {T.pdf}
          </button>
          <button
            type="button"
            role="menuitem"
            className="case-download-item"
            onClick={() => {
              setMenuOpen(false);
              setEmailOpen(true);
            }}
          >
            {T.email}
          </button>
        </div>
      </div>
      {emailAsked && (
        <EmailCopyDialog
          open={emailOpen}
          defaultTo={clientEmail}
          sending={sendCopy.isPending}
          serverError={addressError}
          onSend={(to) => sendCopy.mutate(to)}
          onClose={() => setEmailOpen(false)}
        />
      )}
    </div>
  );
}
