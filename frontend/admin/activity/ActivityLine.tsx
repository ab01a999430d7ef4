import type { ActivityItem } from '../../../schemas/generated/activityPage.ts';
import { formatDateTime } from '../../../engine/calendar/formatDate.ts';
import { ACTIVITY_TEXTS as A } from './texts.ts';

/** One line of the activity record: when, who, what kind of action, what was done, and from which address. */
export function ActivityLine({ item, who }: { item: ActivityItem; who: string }) {
  return (
    <article className="activity-line" data-testid="activity-line" data-action={item.action}>
      <time className="activity-when" dateTime={item.at}>
        {formatDateTime(item.at)}
      </time>
      <div className="activity-body">
        <p className="activity-head">
          <span className="activity-who">{who}</span> <span className="badge is-activity">{item.actionLabel}</span>
        </p>
        <p className="activity-description">{item.description}</p>
        {item.address && <p className="activity-address">{A.address(item.address)}</p>}
      </div>
    </article>
  );
}
