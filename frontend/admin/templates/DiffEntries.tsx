import type { TemplateFieldChange, TemplateFormDiff, TemplateOptionChange } from '../../../schemas/generated/templateFormDiff.ts';
import type { TemplateRuleChange } from '../../../schemas/generated/templateRuleChange.ts';
import { TEMPLATE_TEXTS } from './texts.ts';

const V = TEMPLATE_TEXTS.versions;

type Entry = TemplateFieldChange | TemplateOptionChange;
const affectingFirst = (entries: Entry[]) => [...entries].sort((a, b) => Number(b.affectsSavedData) - Number(a.affectsSavedData));

/** How many changes a diff lists and how many of them affect saved data. */
export function diffCounts({ fields, options }: TemplateFormDiff): { changes: number; affecting: number } {
  const all = [...fields.added, ...fields.retired, ...fields.changed, ...options.added, ...options.retired, ...options.changed];
  return { changes: all.length, affecting: all.filter((entry) => entry.affectsSavedData).length };
}

/**
 * The fields and options a diff adds, retires and changes, named by their section and label (never by
 * their codes); the groups and the changes that affect saved data come first, each marked.
 */
export function TemplateDiffEntries({ diff }: { diff: TemplateFormDiff }) {
  const { fields, options } = diff;
  const groups: [string, Entry[]][] = [
    [V.groups.fieldsRetired, fields.retired],
    [V.groups.fieldsChanged, fields.changed],
    [V.groups.fieldsAdded, fields.added],
    [V.groups.optionsRetired, options.retired],
    [V.groups.optionsChanged, options.changed],
    [V.groups.optionsAdded, options.added],
  ];
  const shown = groups
    .filter(([, entries]) => entries.length)
    .sort(([, a], [, b]) => Number(b.some((e) => e.affectsSavedData)) - Number(a.some((e) => e.affectsSavedData)));
  return (
    <>
      {shown.map(([title, entries]) => (
        <section key={title} className="template-diff-group" aria-label={title}>
          <h5 className="template-diff-group-title">{title}</h5>
          <ul>
            {affectingFirst(entries).map((entry) => (
              <li
                key={'value' in entry ? `${entry.path}=${entry.value}` : entry.path}
                className="template-diff-entry"
                data-testid="diff-entry"
                data-affects={entry.affectsSavedData}
              >
                {'value' in entry ? <OptionLine option={entry} /> : <FieldLine field={entry} />}
                {entry.affectsSavedData && <span className="template-badge is-affects">{V.affects}</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function FieldLine({ field }: { field: TemplateFieldChange }) {
  return (
    <span className="template-diff-text">
      <strong>{field.place}</strong>
      {field.changes.length > 0 && <span className="template-diff-changes">{field.changes.join(' · ')}</span>}
    </span>
  );
}

function OptionLine({ option }: { option: TemplateOptionChange }) {
  return (
    <span className="template-diff-text">
      <strong>{option.previousLabel !== undefined ? V.relabelled(option.previousLabel, option.label) : `«${option.label}»`}</strong>{' '}
      {V.optionOf(option.place)}
    </span>
  );
}

/** What changed in the scoring rules: each place (a step, an option, a band, a rating) and how. */
export function RuleChangeEntries({ changes }: { changes: TemplateRuleChange[] }) {
  return (
    <section className="template-diff-group" aria-label={V.groups.rules}>
      <h5 className="template-diff-group-title">{V.groups.rules}</h5>
      <ul>
        {changes.map((change, i) => (
          <li key={i} className="template-diff-entry" data-testid="diff-entry" data-affects="false">
            <span className="template-diff-text">
              <strong>{change.place}</strong>
              <span className="template-diff-changes">{change.change}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
