import { useId, useMemo } from 'react';
import { ACTIVITY_GROUPS } from '../../../engine/staff/activityActions.ts';
import type { ActivityItem } from '../../../schemas/generated/activityPage.ts';
import type { TabPanelProps } from '../panel/adminTabs.tsx';
import { useReadAgainWhenShown } from '../panel/useReadAgainWhenShown.ts';
import { ListToolbar, type SelectFilter } from '../lists/ListToolbar.tsx';
import { ListView } from '../lists/ListView.tsx';
import { listKey } from '../lists/queryKeys.ts';
import { useAdminList } from '../lists/useAdminList.ts';
import { useListControls } from '../lists/useListControls.ts';
import { STAFF_KEY, useStaffList, type StaffMember } from '../staff/staffApi.ts';
import { ActivityLine } from './ActivityLine.tsx';
import { ACTIVITY_TEXTS as A } from './texts.ts';
import './activity.scss';

/** The action filter's choices, under the headings of engine/staff/activityActions.ts. */
const ACTION_GROUPS = Object.entries(ACTIVITY_GROUPS).map(([label, actions]) => ({
  label,
  options: Object.entries(actions).map(([value, text]) => ({ value, label: text })),
}));

const READ_AGAIN = [listKey('audit'), STAFF_KEY];

/** Who did it: the person's name today when their account is known, with the username they had then. */
function whoOf(item: ActivityItem, people: Map<string, StaffMember>): string {
  const member = item.actorId ? people.get(item.actorId) : undefined;
  return member ? A.who(member.name, item.actorName) : (item.actorName ?? A.nobody);
}

/**
 * 'Actividad' (administradores): the activity record, newest first, narrowed by person, action and
 * days (both included, in the business's time zone), in pages. Read again each time the tab is opened.
 */
export default function ActivityTab({ shown }: TabPanelProps) {
  const controls = useListControls({ actor: '', action: '', from: '', to: '' });
  const query = useAdminList<ActivityItem>('audit', controls.params);
  const staff = useStaffList();
  useReadAgainWhenShown(shown, READ_AGAIN);
  const people = useMemo(() => new Map((staff.data?.items ?? []).map((member) => [member.id, member])), [staff.data]);
  const dateId = useId();
  const { actor, action, from, to } = controls.filters;
  const backwards = Boolean(from && to && from > to);

  const filters: SelectFilter[] = [
    {
      label: A.person,
      value: actor,
      onChange: (value) => controls.setFilter('actor', value),
      options: [
        { value: '', label: A.allPeople },
        ...(staff.data?.items ?? []).map((member) => ({
          value: member.id,
          label: A.personOption(member.name, member.username, member.disabled),
        })),
      ],
    },
    {
      label: A.action,
      value: action,
      onChange: (value) => controls.setFilter('action', value),
      options: [{ value: '', label: A.allActions }],
      groups: ACTION_GROUPS,
    },
  ];

  return (
    <section className="admin-tab-section activity-tab" aria-labelledby="activity-heading">
      <h2 id="activity-heading" className="admin-section-title">
        {A.heading}
      </h2>
      <ListToolbar filters={filters}>
        <div className="list-dates">
          <div className="list-date">
            <label htmlFor={`${dateId}-from`}>{A.from}</label>
            <input
              id={`${dateId}-from`}
              className="input"
              type="date"
              value={from}
              max={to || undefined}
              aria-invalid={backwards || undefined}
              onChange={(event) => controls.setFilter('from', event.target.value)}
            />
          </div>
          <div className="list-date">
            <label htmlFor={`${dateId}-to`}>{A.to}</label>
            <input
              id={`${dateId}-to`}
              className="input"
              type="date"
              value={to}
              min={from || undefined}
              aria-invalid={backwards || undefined}
              onChange={(event) => controls.setFilter('to', event.target.value)}
            />
          </div>
        </div>
      </ListToolbar>
      {backwards && (
        <p className="activity-backwards" role="alert">
          {A.backwards}
        </p>
      )}
      <div className="activity-list">
        <ListView
          query={query}
          page={controls.page}
          onPage={controls.setPage}
          emptyText={A.empty}
          emptyHint={A.emptyHint}
          narrowed={controls.narrowed}
          onClear={controls.clear}
          label={A.heading}
          itemKey={(item) => item.id}
          renderItem={(item) => <ActivityLine item={item} who={whoOf(item, people)} />}
        />
      </div>
    </section>
  );
}
