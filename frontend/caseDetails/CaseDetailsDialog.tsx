import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Modal } from '../components/Modal.tsx';
import { asCaseTemplate, caseQueryKeys, caseTemplateQuery, fetchCaseDetails, fetchCaseTemplates } from './caseApi.ts';
import { readDraft } from './caseDraft.ts';
import { CaseEditor, type CaseConsultation } from './CaseEditor.tsx';
import { CASE_TEXTS } from './texts.ts';
import './caseDetails.scss';

/** How long the case may take to load before the dialog opens on its loading text. */
const LOADING_SHOWN_AFTER_MS = 300;

export interface CaseDetailsDialogProps {
  consultation: CaseConsultation;
  onClose: () => void;
}

/**
 * The case details dialog of a consultation (docs/product-rules.md, Case details). Loads the saved case (always fresh: someone
 * else may have saved it since) and the template version it was saved under, then opens on the editor;
 * meanwhile 'Cargando el caso...' shows where the dialog was asked for, and in the dialog once the
 * case takes longer than LOADING_SHOWN_AFTER_MS. Unsaved changes of this browser tab are picked up
 * from sessionStorage.
 */
export default function CaseDetailsDialog({ consultation, onClose }: CaseDetailsDialogProps) {
  const id = consultation.id;
  const draft = useMemo(() => readDraft(id), [id]);
  const client = useQueryClient();
  const record = useQuery({
    queryKey: caseQueryKeys.record(id),
    // The record names the template it was saved with: that template is asked for before the record is
    // handed over, so both arrive in one render (an unsaved draft's template is asked for at once, below).
    queryFn: async () => {
      const saved = await fetchCaseDetails(id);
      if (!draft) await client.prefetchQuery(caseTemplateQuery(saved.formTemplate, saved.templateVersion));
      return saved;
    },
    staleTime: 0,
    gcTime: 0,
  });
  const templates = useQuery({ queryKey: caseQueryKeys.templates, queryFn: fetchCaseTemplates });
  const wanted = draft ?? record.data;
  const template = useQuery({ ...caseTemplateQuery(wanted?.formTemplate ?? '', wanted?.templateVersion ?? 0), enabled: Boolean(wanted) });
  const failed = record.isError || templates.isError || template.isError;
  const closeHandler = useRef<() => void>(onClose);
  const registerClose = useCallback((handler: () => void) => {
    closeHandler.current = handler;
  }, []);
  const ready = record.data && templates.data && template.data;
  // The dialog opens with the case in it: drawing and laying out an empty dialog first, then the case,
  // made the first field answer later. Only a slow answer opens it on its loading text meanwhile.
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), LOADING_SHOWN_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const open = Boolean(ready) || failed || slow;

  return (
    <>
      {!open && (
        <span className="card-action-note case-details-loading" role="status">
          {CASE_TEXTS.loading}
        </span>
      )}
      <Modal
        open={open}
        onClose={() => closeHandler.current()}
        title={CASE_TEXTS.title(consultation.name)}
        size="large"
        className="case-dialog"
        closeOnBackdrop={false}
      >
        {ready ? (
          <CaseEditor
            consultation={consultation}
            record={record.data!}
            initialTemplate={asCaseTemplate(template.data!)}
            templates={templates.data!}
            draft={draft}
            onClose={onClose}
            registerClose={registerClose}
          />
        ) : failed ? (
          <div className="case-load-error" role="alert">
            <p>{CASE_TEXTS.loadError}</p>
            <button
              type="button"
              className="button is-light"
              onClick={() => {
                if (record.isError) void record.refetch();
                if (templates.isError) void templates.refetch();
                if (template.isError) void template.refetch();
              }}
            >
              {CASE_TEXTS.retry}
            </button>
          </div>
        ) : (
          <p role="status">{CASE_TEXTS.loading}</p>
        )}
      </Modal>
    </>
  );
}
