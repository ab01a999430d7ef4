import { useState } from 'react';
import { Modal } from '../../components/Modal.tsx';
import type { ConsultationItem } from '../../../schemas/generated/consultationPage.ts';
import { MonthCalendar } from '../calendar/MonthCalendar.tsx';
import { formatCalendarDay } from '../../../engine/calendar/formatDate.ts';
import { todayInBusinessZone } from '../../../engine/calendar/calendarDate.ts';
import { TEXTS } from '../texts.ts';

const T = TEXTS.consultations;

export interface RescheduleDialogProps {
  consultation: ConsultationItem;
  open: boolean;
  busy: boolean;
  onSubmit: (preferredDate: string) => void;
  onClose: () => void;
}

/**
 * A month calendar (past days unavailable); 'Confirmar Nueva Fecha' waits for a chosen day. A completed
 * consultation is reopened by it, and the dialog says so.
 */
export function RescheduleDialog({ consultation, open, busy, onSubmit, onClose }: RescheduleDialogProps) {
  const [day, setDay] = useState<string | null>(null);
  const today = todayInBusinessZone();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={T.rescheduleTitle}
      description={T.rescheduleDescription(consultation.name)}
      className="reschedule-dialog"
      footer={
        <>
          <button type="button" className="button is-light" onClick={onClose}>
            {T.cancel}
          </button>
          <button
            type="button"
            className="button is-gold"
            disabled={!day}
            aria-disabled={busy || undefined}
            onClick={() => day && !busy && onSubmit(day)}
          >
            {busy ? TEXTS.dialogs.working : T.rescheduleConfirm}
          </button>
        </>
      }
    >
      {consultation.status === 'completed' && (
        <p className="reschedule-reopens" data-testid="reschedule-reopens">
          {T.rescheduleReopens}
        </p>
      )}
      <MonthCalendar value={day} onChange={setDay} minDay={today} initialDay={consultation.preferredDate ?? undefined} />
      <p className="reschedule-choice" aria-live="polite">
        {day ? T.rescheduleChosen(formatCalendarDay(day)) : T.rescheduleNone}
      </p>
    </Modal>
  );
}
