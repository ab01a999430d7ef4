import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { TemplateForm } from '../../engine/rjsf/index.ts';
import type { FieldError } from '../../engine/validation/describeErrors.ts';
import { todayInBusinessZone } from '../../engine/calendar/calendarDate.ts';
import type { TaskForm } from '../../templates/forms/task/taskFormErrors.ts';
import { ConfirmDialog } from '../admin/components/ConfirmDialog.tsx';
import { session } from '../admin/session/sessionStore.ts';
import { formatInstant } from '../../engine/calendar/formatDate.ts';
import { QueueStorageError, type FailedSubmission, type QueueEvent } from '../offline/submissionQueue.ts';
import { browserOffline } from '../offline/browserQueue.ts';
import { OFFLINE_TEXTS } from '../offline/texts.ts';
import { useFormDraft } from '../offline/useFormDraft.ts';
import { useOfflineQueue } from '../offline/useOfflineQueue.ts';
import { useToast } from '../toast/toastContext.ts';
import { FailedSubmissions, PendingSubmissions } from './QueuedSubmissions.tsx';
import { TaskList, TASKS_QUERY_KEY } from './TaskList.tsx';
import { FORM_DEMO_TEXTS as T } from './texts.ts';
import { useTaskForm } from './useTaskForm.ts';

const FORM_ID = 'task';
const TASKS_ENDPOINT = '/api/admin/tasks';
type TaskDraft = Partial<TaskForm>;

/** Anything a person typed (the priority's preset 'Media' does not count). */
const hasTypedData = (data: TaskDraft) =>
  Object.entries(data).some(
    ([key, value]) => key !== 'priority' && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
  );

function subscribeOnline(notify: () => void) {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

/** The task form, its draft, its queued and failed submissions, and the tasks stored. */
export function TaskDemo() {
  const toast = useToast();
  const { template, check } = useTaskForm();
  const checkRef = useRef(check);
  checkRef.current = check;
  const queryClient = useQueryClient();
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const [storageProblem, setStorageProblem] = useState<string | null>(null);
  const recoverRef = useRef<(item: FailedSubmission) => void>(() => {});

  const onQueueEvent = useCallback(
    (event: QueueEvent) => {
      if (event.type === 'sent') {
        toast.toast({ title: T.sentToast });
      } else if (event.type === 'failed') {
        const { failure } = event;
        const title = (failure.data as TaskDraft).title || T.untitled;
        toast.toast({
          variant: 'destructive',
          title: failure.reason === 'exhausted' ? T.autoSendFailed : T.sendRefused,
          description: failure.reason === 'exhausted' ? T.autoSendFailedDescription(title) : failure.message,
          action: { label: T.recover, onClick: () => recoverRef.current(failure) },
        });
      } else if (event.type === 'unauthorized') {
        // The overlay asks for the password again; what is queued waits and goes once signed in.
        void session.reauthenticate().then((signedIn) => {
          if (signedIn) void browserOffline().queue.resumeAfterSignIn();
        });
      } else if (event.type === 'storageError') {
        setStorageProblem(event.error.message);
      }
    },
    [toast],
  );
  const { queue, drafts, storageAvailable, pending, failed } = useOfflineQueue(FORM_ID, onQueueEvent);
  // A submission leaves the queue stored or failed, sent by this tab or by another (which tells this one
  // only that the queue changed): either way the list of stored tasks is read again.
  const pendingIds = pending.map((item) => item.id).join(' ');
  const lastPendingIds = useRef(pendingIds);
  useEffect(() => {
    const now = new Set(pendingIds.split(' '));
    const left = lastPendingIds.current.split(' ').some((id) => id && !now.has(id));
    lastPendingIds.current = pendingIds;
    if (left) void queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY });
  }, [pendingIds, queryClient]);
  const draft = useFormDraft<TaskDraft>(drafts, FORM_ID);
  const { changed: saveDraftLater, clear: clearDraft } = draft;
  const [formData, setFormData] = useState<TaskDraft>(() => draft.restored?.data ?? {});
  const [restoredNotice, setRestoredNotice] = useState(draft.restored !== null);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [replacing, setReplacing] = useState<FailedSubmission | null>(null);
  const [formKey, setFormKey] = useState(0);
  const formDataRef = useRef(formData);
  formDataRef.current = formData;

  const onChange = useCallback(
    (data: TaskDraft) => {
      setFormData(data);
      // A form holding nothing typed (RJSF's preset priority alone) keeps no draft.
      if (hasTypedData(data)) saveDraftLater(data);
      else clearDraft();
      setErrors((shown) => (shown.length ? checkRef.current(data, todayInBusinessZone()) : shown));
    },
    [saveDraftLater, clearDraft],
  );

  const replaceForm = (data: TaskDraft) => {
    setFormData(data);
    setErrors([]);
    setFormKey((key) => key + 1);
  };

  const recover = async (item: FailedSubmission) => {
    const data = item.data as TaskDraft;
    replaceForm(data);
    // The recovered data is the form's draft now, stored before it leaves the failed list.
    draft.saveNow(data);
    setReplacing(null);
    await queue.discardFailed(item.id);
    document.getElementById('form-demo-form')?.scrollIntoView({ block: 'start' });
  };
  const askRecover = (item: FailedSubmission) => {
    if (hasTypedData(formDataRef.current)) setReplacing(item);
    else void recover(item);
  };
  recoverRef.current = askRecover;

  const discardDraft = () => {
    draft.clear();
    replaceForm({});
    setRestoredNotice(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(formData, todayInBusinessZone());
    setErrors(found);
    if (found.length) {
      document.querySelector<HTMLElement>('#form-demo-form [aria-invalid="true"], #form-demo-form .has-error input')?.focus();
      return;
    }
    try {
      await queue.enqueue({ endpoint: TASKS_ENDPOINT, method: 'POST', data: formData, formId: FORM_ID });
    } catch (error) {
      if (error instanceof QueueStorageError) return setStorageProblem(error.message);
      throw error;
    }
    // The submission is stored in the queue: the draft is no longer needed.
    draft.clear();
    replaceForm({});
    setRestoredNotice(false);
    if (!navigator.onLine) toast.toast({ title: T.queuedToast, description: T.queuedToastDescription });
  };

  const problem = storageProblem ?? draft.storageProblem ?? (storageAvailable ? null : OFFLINE_TEXTS.storageUnavailable);
  return (
    <div className="form-demo-layout">
      <div className="form-demo-main">
        <form id="form-demo-form" className="form-demo-card" noValidate onSubmit={onSubmit} aria-labelledby="form-demo-form-title">
          <h2 id="form-demo-form-title" className="title is-5">
            {T.formHeading}
          </h2>
          {!online && (
            <p className="form-demo-note is-warning" role="status">
              {T.offlineNotice}
            </p>
          )}
          {problem && (
            <p className="form-demo-note is-danger" role="alert">
              {problem}
            </p>
          )}
          {restoredNotice && draft.restored && (
            <div className="form-demo-note is-info form-demo-restored" role="status">
              <p>
                <strong>{T.draftRestored}</strong>{' '}
                {T.draftRestoredAt(
                  `${formatInstant(new Date(draft.restored.timestamp).toISOString())} ${new Date(draft.restored.timestamp).toLocaleTimeString('es-DO', { hour: '2-digit', minute: '2-digit' })}`,
                )}
              </p>
              <button type="button" className="button is-small is-light" onClick={discardDraft}>
                {T.discardDraft}
              </button>
            </div>
          )}
          {template ? (
            <TemplateForm
              key={formKey}
              schema={template.schema as RJSFSchema}
              uiSchema={template.uiSchema as UiSchema}
              formData={formData}
              onChange={onChange}
              errors={errors}
              idPrefix="task"
              notApplicable={false}
            />
          ) : (
            <p role="status">{T.formLoading}</p>
          )}
          {errors.length > 0 && (
            <p className="form-demo-failure" role="alert">
              {T.fixErrors}
            </p>
          )}
          <div className="buttons mt-4">
            <button type="submit" className="button is-primary" disabled={!template}>
              {T.submit}
            </button>
          </div>
        </form>
      </div>
      <div className="form-demo-side">
        <PendingSubmissions items={pending} />
        <FailedSubmissions items={failed} onRecover={askRecover} onDiscard={(item) => void queue.discardFailed(item.id)} />
        <TaskList template={template} />
      </div>
      <ConfirmDialog
        open={replacing !== null}
        title={T.replaceTitle}
        question={T.replaceQuestion}
        confirmLabel={T.replaceConfirm}
        busy={false}
        onConfirm={() => replacing && void recover(replacing)}
        onClose={() => setReplacing(null)}
      />
    </div>
  );
}
