import { useState } from 'react';
import type { ResultType } from '../../../engine/lifecycles/consultationMachine.ts';
import { CONSULTATION_STATUSES } from '../../../engine/lifecycles/consultationStatus.ts';
import type { ConsultationItem } from '../../../schemas/generated/consultationPage.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { useAdminAction } from '../components/useAdminAction.ts';
import { ListToolbar, countryFilter } from '../lists/ListToolbar.tsx';
import { ListView } from '../lists/ListView.tsx';
import { listKey } from '../lists/queryKeys.ts';
import { useAdminList } from '../lists/useAdminList.ts';
import { useListControls } from '../lists/useListControls.ts';
import { adminRequest } from '../session/adminRequest.ts';
import { TEXTS } from '../texts.ts';
import { CompleteDialog } from './CompleteDialog.tsx';
import { ConsultationCard, type ConsultationDialog } from './ConsultationCard.tsx';
import { RescheduleDialog } from './RescheduleDialog.tsx';

const T = TEXTS.consultations;
const consultationsKey = listKey('consultations');
const url = (c: ConsultationItem, action = '') => `/api/admin/consultations/${c.id}${action}`;

export function ConsultationsTab() {
  const controls = useListControls({ status: '', country: '' });
  const query = useAdminList<ConsultationItem>('consultations', controls.params);
  // The consultation stays the dialogs' target after they close, so they close in place and give focus
  // back. Reopened for the same consultation they keep what was chosen, unless the action was done:
  // then `round` mounts them afresh.
  type Target = { consultation: ConsultationItem; dialog: ConsultationDialog | null; round: number; done: boolean };
  const [target, setTarget] = useState<Target | null>(null);
  const close = () => setTarget((t) => (t ? { ...t, dialog: null } : t));
  const done = () => setTarget((t) => (t ? { ...t, dialog: null, done: true } : t));
  const openDialog = (consultation: ConsultationItem, dialog: ConsultationDialog) =>
    setTarget((t) => ({
      consultation,
      dialog,
      done: false,
      round: t && t.consultation.id === consultation.id && !t.done ? t.round : (t?.round ?? 0) + 1,
    }));

  const confirm = useAdminAction<ConsultationItem>({
    run: (c) => adminRequest('PATCH', url(c, '/status'), { status: 'confirmed' }),
    success: () => ({ title: T.confirmed }),
    failure: { title: T.confirmError },
    invalidate: [consultationsKey],
  });
  const reschedule = useAdminAction<{ consultation: ConsultationItem; preferredDate: string }>({
    run: ({ consultation, preferredDate }) => adminRequest('PATCH', url(consultation, '/reschedule'), { preferredDate }),
    success: () => ({ title: T.rescheduled }),
    failure: { title: T.rescheduleError },
    invalidate: [consultationsKey],
    onSuccess: done,
  });
  const complete = useAdminAction<{ consultation: ConsultationItem; resultType: ResultType }>({
    run: ({ consultation, resultType }) => adminRequest('POST', url(consultation, '/complete'), { resultType }),
    success: (_, { resultType }) => ({ title: T.completed(TEXTS.results.folders[resultType]) }),
    failure: { title: T.completeError },
    invalidate: [consultationsKey, listKey('results')],
    onSuccess: done,
  });
  const remove = useAdminAction<ConsultationItem>({
    run: (c) => adminRequest('DELETE', url(c)),
    success: () => ({ title: T.deleted }),
    failure: { title: T.deleteError },
    // Its results stay, but their case is gone with it (the result cards stop offering Detalles).
    invalidate: [consultationsKey, listKey('results')],
    onSuccess: done,
  });

  const current = target?.consultation;
  const open = target?.dialog ?? null;
  return (
    <section className="admin-tab-section" aria-labelledby="consultations-heading">
      <h2 id="consultations-heading" className="admin-section-title">
        {T.heading}
      </h2>
      <ListToolbar
        search={controls.search}
        onSearch={controls.setSearch}
        filters={[
          {
            label: TEXTS.list.status,
            value: controls.filters.status,
            onChange: (value) => controls.setFilter('status', value),
            // The default leaves completed consultations out (docs/product-rules.md); 'all' brings them back.
            options: [
              { value: '', label: T.statusFilterOpen },
              ...CONSULTATION_STATUSES.map((status) => ({ value: status, label: T.status[status] })),
              { value: 'all', label: T.statusFilterAll },
            ],
          },
          countryFilter(controls.filters.country, (value) => controls.setFilter('country', value)),
        ]}
      />
      <ListView
        query={query}
        page={controls.page}
        onPage={controls.setPage}
        // The default list leaves completed consultations out (any other filter shows 'no matches'):
        // an empty one says so and offers them.
        emptyText={T.empty}
        emptyHint={T.emptyHint}
        emptyAction={{ label: T.showCompleted, onClick: () => controls.setFilter('status', 'all') }}
        narrowed={controls.narrowed}
        onClear={controls.clear}
        label={T.heading}
        itemKey={(c) => c.id}
        renderItem={(c) => (
          <ConsultationCard
            consultation={c}
            confirming={confirm.isPending && confirm.variables?.id === c.id}
            onConfirm={() => confirm.mutate(c)}
            onOpen={(dialog) => openDialog(c, dialog)}
          />
        )}
      />
      {current && (
        // Keyed by consultation: another consultation starts with empty dialogs; the same one keeps what was chosen.
        <div key={target.round}>
          <RescheduleDialog
            consultation={current}
            open={open === 'reschedule'}
            busy={reschedule.isPending}
            onSubmit={(preferredDate) => reschedule.mutate({ consultation: current, preferredDate })}
            onClose={close}
          />
          <CompleteDialog
            consultation={current}
            open={open === 'complete'}
            busy={complete.isPending}
            onSubmit={(resultType) => complete.mutate({ consultation: current, resultType })}
            onClose={close}
          />
          <ConfirmDialog
            open={open === 'delete'}
            title={T.deleteTitle}
            question={T.deleteQuestion(current.name)}
            busy={remove.isPending}
            onConfirm={() => remove.mutate(current)}
            onClose={close}
          />
        </div>
      )}
    </section>
  );
}
