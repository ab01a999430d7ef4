import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { declaredFields } from '../../../engine/templates/declaredFields.ts';
import {
  addField,
  addOption,
  fieldOptions,
  fieldShowWhen,
  isFieldRequired,
  moveFieldInOrder,
  moveFieldToSection,
  moveOption,
  relabelOption,
  retireField,
  setFieldHelp,
  setFieldLabel,
  setFieldPlaceholder,
  setFieldRequired,
  setFieldShowWhen,
  type NewFieldKind,
} from '../../../engine/templates/editing/fieldOps.ts';
import { locateField, sectionKeys } from '../../../engine/templates/editing/locate.ts';
import type { EditResult, FormContent } from '../../../engine/templates/editing/types.ts';
import type { JsonSchema, UiSchema } from '../../../engine/templates/types.ts';
import { TEMPLATE_TEXTS } from './texts.ts';

const T = TEMPLATE_TEXTS.fields;

/** Runs an edit on the current draft; answers the Spanish refusal, or nothing when it was applied. */
export type ApplyEdit = (edit: (content: FormContent) => EditResult<FormContent> & { key?: string }) => { error?: string; key?: string };

export interface FieldListProps {
  content: FormContent;
  /** The section shown ('' for a form without sections). */
  section: string;
  apply: ApplyEdit;
  /** Fields the form fills by itself, left out of the list (the interview's `region`), and why. */
  internal?: { names: readonly string[]; note: string };
}

const containerSchema = (content: FormContent, section: string) => (section ? content.schema.properties![section] : content.schema);
const containerUi = (content: FormContent, section: string) => (section ? (content.uiSchema[section] as UiSchema) : content.uiSchema) ?? {};

/** The section's fields in their shown order: `ui:order` first, then any it leaves to `*`. */
function orderedFields(content: FormContent, section: string): string[] {
  const declared = [...declaredFields(content.schema, containerSchema(content, section)).keys()];
  const order = (containerUi(content, section)['ui:order'] as string[] | undefined) ?? [];
  return [...order.filter((name) => declared.includes(name)), ...declared.filter((name) => !order.includes(name))];
}

/**
 * The positions in the section's whole order (`all`) of the listed fields (`shown`, without internal ones)
 * before and after the one at `index`: a step past a hidden field would otherwise leave the field in place.
 */
function neighbourPlaces(all: string[], shown: string[], index: number) {
  return {
    up: index > 0 ? all.indexOf(shown[index - 1]) : null,
    down: index < shown.length - 1 ? all.indexOf(shown[index + 1]) : null,
  };
}

/** Common edits of a section's fields, without JSON: each row opens the field's settings. */
export function FieldList({ content, section, apply, internal }: FieldListProps) {
  const [open, setOpen] = useState<string | null>(null);
  // The content just before a field was retired, while it is the last edit: undoing puts it back whole
  // (schema, uiSchema entry, place in `ui:order`, required), which is exact only while nothing else changed.
  const [undo, setUndo] = useState<{ title: string; path: string; before: FormContent } | null>(null);
  const [undone, setUndone] = useState<string | null>(null);
  const [focusPath, setFocusPath] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!focusPath) return;
    list.current?.querySelector<HTMLButtonElement>(`button[data-path="${CSS.escape(focusPath)}"]`)?.focus();
    setFocusPath(null);
  }, [focusPath]);
  const edit: ApplyEdit = (change) => {
    const result = apply(change);
    if (!result.error) {
      setUndo(null);
      setUndone(null);
    }
    return result;
  };
  const retire = (path: string, title: string) => {
    let before: FormContent | undefined;
    const result = edit((current) => {
      before = current;
      return retireField(current, path);
    });
    if (!result.error && before) setUndo({ title, path, before });
    return result;
  };
  const undoRetire = () => {
    if (!undo) return;
    const result = edit(() => ({ ok: true, content: undo.before }));
    if (result.error) return;
    setUndone(undo.title);
    // The 'Deshacer' button is gone with the offer: the keyboard goes on from the field put back.
    setFocusPath(undo.path);
  };
  const all = orderedFields(content, section);
  const names = internal ? all.filter((name) => !internal.names.includes(name)) : all;
  return (
    <div className="template-fields">
      {undo && (
        <p className="template-alert template-undo" role="status" data-testid="retire-undo">
          <span>{T.retiredNow(undo.title)}</span>
          <button type="button" className="button is-small is-link" onClick={undoRetire}>
            {T.undo}
          </button>
        </p>
      )}
      {undone && (
        <p className="template-alert is-success" role="status" data-testid="retire-undone">
          {T.restored(undone)}
        </p>
      )}
      <ul ref={list} className="template-field-list" aria-label={T.listLabel}>
        {names.map((name, index) => {
          const path = section ? `${section}.${name}` : name;
          const located = locateField(content, path, false);
          if (typeof located === 'string') return null;
          const expanded = open === path;
          return (
            <li key={name} className={`template-field ${expanded ? 'is-open' : ''}`}>
              <button
                type="button"
                className="template-field-toggle"
                data-path={path}
                aria-expanded={expanded}
                onClick={() => setOpen(expanded ? null : path)}
              >
                <span className="template-field-title">{String(located.field.title ?? name)}</span>
                <code className="template-field-key">{name}</code>
                {isFieldRequired(content, path) && <span className="template-badge">{T.required}</span>}
                {located.branch && <span className="template-badge is-conditional">{T.conditional}</span>}
              </button>
              {expanded && (
                <FieldSettings
                  content={content}
                  path={path}
                  section={section}
                  places={neighbourPlaces(all, names, index)}
                  field={located.field}
                  apply={edit}
                  onRetire={retire}
                />
              )}
            </li>
          );
        })}
      </ul>
      {internal && names.length < all.length && <p className="help template-internal-note">{internal.note}</p>}
      <NewFieldForm section={section} apply={edit} />
      {(content.retired?.length ?? 0) > 0 && <p className="template-retired">{T.retired(content.retired!.length)}</p>}
    </div>
  );
}

interface FieldSettingsProps {
  content: FormContent;
  path: string;
  section: string;
  /** Where 'Subir' and 'Bajar' put the field in its section's order; null at either end of the list. */
  places: { up: number | null; down: number | null };
  field: JsonSchema;
  apply: ApplyEdit;
  /** Retires the field, offering to undo it. */
  onRetire: (path: string, title: string) => { error?: string };
}

function FieldSettings({ content, path, section, places, field, apply, onRetire }: FieldSettingsProps) {
  const [error, setError] = useState<string>();
  const run: ApplyEdit = (edit) => {
    const result = apply(edit);
    setError(result.error);
    return result;
  };
  const fieldUi = (containerUi(content, section)[path.split('.').pop()!] ?? {}) as UiSchema;
  const options = fieldOptions(content, path);
  const sections = sectionKeys(content).filter((key) => key !== section);
  return (
    <div className="template-field-settings">
      <TextSetting label={T.label} value={String(field.title ?? '')} onCommit={(text) => run((c) => setFieldLabel(c, path, text)).error} />
      <TextSetting
        label={T.help}
        value={String(fieldUi['ui:help'] ?? '')}
        onCommit={(text) => run((c) => setFieldHelp(c, path, text)).error}
      />
      <TextSetting
        label={T.placeholder}
        value={String(fieldUi['ui:placeholder'] ?? '')}
        onCommit={(text) => run((c) => setFieldPlaceholder(c, path, text)).error}
      />
      <label className="checkbox template-setting">
        <input
          type="checkbox"
          checked={isFieldRequired(content, path)}
          onChange={(event) => run((c) => setFieldRequired(c, path, event.target.checked))}
        />{' '}
        {T.required}
      </label>
      {Array.isArray(options) && <OptionsEditor path={path} options={options} run={run} />}
      <ShowWhenSetting content={content} path={path} section={section} run={run} />
      <div className="template-setting template-setting-row">
        <span className="template-setting-label">{T.position}</span>
        <button
          type="button"
          className="button is-small"
          disabled={places.up === null}
          onClick={() => run((c) => moveFieldInOrder(c, path, places.up!))}
        >
          {T.up}
        </button>
        <button
          type="button"
          className="button is-small"
          disabled={places.down === null}
          onClick={() => run((c) => moveFieldInOrder(c, path, places.down!))}
        >
          {T.down}
        </button>
      </div>
      {sections.length > 0 && (
        <MoveToSection content={content} sections={sections} onMove={(to) => run((c) => moveFieldToSection(c, path, to))} />
      )}
      <div className="template-setting">
        <button
          type="button"
          className="button is-small is-danger is-outlined"
          onClick={() => setError(onRetire(path, String(field.title ?? path)).error)}
        >
          {T.retire}
        </button>
        <p className="help">{T.retireNote}</p>
      </div>
      {error && (
        <p className="template-alert template-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A text input applied as it is typed; a refused text stays in the box with its reason beside it. */
function TextSetting({ label, value, onCommit }: { label: string; value: string; onCommit: (text: string) => string | undefined }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The draft changed elsewhere (the JSON, undo): show its value.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  return (
    <div className="field template-setting">
      <label className="label is-small" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input is-small"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onCommit(event.target.value);
        }}
      />
    </div>
  );
}

function OptionsEditor({ path, options, run }: { path: string; options: { code: string; label: string }[]; run: ApplyEdit }) {
  const [label, setLabel] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!run((c) => addOption(c, path, label)).error) setLabel('');
  };
  const newId = useId();
  return (
    <fieldset className="template-setting template-options">
      <legend className="label is-small">{T.options}</legend>
      <ol>
        {options.map((option, i) => (
          <li key={option.code} className="template-option">
            <TextSetting
              label={T.optionLabel(option.code)}
              value={option.label}
              onCommit={(text) => run((c) => relabelOption(c, path, option.code, text)).error}
            />
            <button
              type="button"
              className="button is-small"
              aria-label={T.optionUp(option.label)}
              disabled={i === 0}
              onClick={() => run((c) => moveOption(c, path, option.code, i - 1))}
            >
              ↑
            </button>
            <button
              type="button"
              className="button is-small"
              aria-label={T.optionDown(option.label)}
              disabled={i === options.length - 1}
              onClick={() => run((c) => moveOption(c, path, option.code, i + 1))}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
      <form className="template-setting-row" onSubmit={add}>
        <label className="is-sr-only" htmlFor={newId}>
          {T.newOption}
        </label>
        <input
          id={newId}
          className="input is-small"
          placeholder={T.newOption}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
        />
        <button type="submit" className="button is-small">
          {T.addOption}
        </button>
      </form>
    </fieldset>
  );
}

/** Fields of the section that can decide whether another shows: yes/no and single-choice fields shown always. */
interface Trigger {
  name: string;
  title: string;
  answers: { value: string | boolean; label: string }[];
}

function triggerCandidates(content: FormContent, section: string, self: string): Trigger[] {
  const schema = containerSchema(content, section);
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]): Trigger[] => {
    if (name === self) return [];
    if (field.type === 'boolean')
      return [
        {
          name,
          title: String(field.title ?? name),
          answers: [
            { value: true, label: T.yes },
            { value: false, label: T.no },
          ],
        },
      ];
    const options = fieldOptions(content, section ? `${section}.${name}` : name);
    if (field.type === 'array' || !Array.isArray(options)) return [];
    return [{ name, title: String(field.title ?? name), answers: options.map((o) => ({ value: o.code, label: o.label })) }];
  });
}

function ShowWhenSetting({ content, path, section, run }: { content: FormContent; path: string; section: string; run: ApplyEdit }) {
  const id = useId();
  const name = path.split('.').pop()!;
  const current = fieldShowWhen(content, path);
  const candidates = triggerCandidates(content, section, name);
  const [trigger, setTrigger] = useState(current?.field ?? '');
  const chosen = candidates.find((c) => c.name === trigger);
  const values = current?.field === trigger ? current.values : [];
  const choose = (field: string) => {
    setTrigger(field);
    // Choosing 'Siempre' removes the condition; choosing a field waits for its answers.
    if (!field) run((c) => setFieldShowWhen(c, path, null));
  };
  const toggle = (value: string | boolean, on: boolean) => {
    const next = on ? [...values, value] : values.filter((v) => v !== value);
    run((c) => setFieldShowWhen(c, path, next.length ? { field: trigger, values: next } : null));
  };
  return (
    <fieldset className="template-setting">
      <legend className="label is-small">{T.showWhen}</legend>
      <div className="select is-small">
        <select id={id} aria-label={T.showWhen} value={trigger} onChange={(event) => choose(event.target.value)}>
          <option value="">{T.always}</option>
          {candidates.map((c) => (
            <option key={c.name} value={c.name}>
              {c.title}
            </option>
          ))}
        </select>
      </div>
      {chosen && (
        <div className="template-show-values">
          <span className="help">{T.showWhenValues}</span>
          {chosen.answers.map((answer) => (
            <label key={String(answer.value)} className="checkbox">
              <input
                type="checkbox"
                checked={values.includes(answer.value)}
                onChange={(event) => toggle(answer.value, event.target.checked)}
              />{' '}
              {answer.label}
            </label>
          ))}
          {values.length === 0 && (
            <p className="template-alert is-warning" role="status">
              {T.showWhenIncomplete(current ? (candidates.find((c) => c.name === current.field)?.title ?? current.field) : null)}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}

function MoveToSection({ content, sections, onMove }: { content: FormContent; sections: string[]; onMove: (to: string) => void }) {
  const [to, setTo] = useState(sections[0]);
  const id = useId();
  return (
    <div className="template-setting template-setting-row">
      <label className="template-setting-label" htmlFor={id}>
        {T.moveTo}
      </label>
      <div className="select is-small">
        <select id={id} value={to} onChange={(event) => setTo(event.target.value)}>
          {sections.map((key) => (
            <option key={key} value={key}>
              {String(content.schema.properties![key].title ?? key)}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button is-small" onClick={() => onMove(to)}>
        {T.move}
      </button>
    </div>
  );
}

const N = TEMPLATE_TEXTS.newField;

function NewFieldForm({ section, apply }: { section: string; apply: ApplyEdit }) {
  const [label, setLabel] = useState('');
  const [kind, setKind] = useState<NewFieldKind>('texto');
  const [options, setOptions] = useState('');
  const [message, setMessage] = useState<{ error?: string; key?: string }>({});
  const ids = { label: useId(), kind: useId(), options: useId() };
  const withOptions = kind === 'opcion' || kind === 'variasOpciones';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = apply((c) => addField(c, section, { label, kind, options: withOptions ? options.split('\n') : undefined }));
    setMessage(result);
    if (!result.error) {
      setLabel('');
      setOptions('');
    }
  };
  return (
    <form className="template-new-field" onSubmit={submit}>
      <h3 className="title is-6">{N.title}</h3>
      <div className="field">
        <label className="label is-small" htmlFor={ids.label}>
          {N.label}
        </label>
        <input id={ids.label} className="input is-small" value={label} onChange={(event) => setLabel(event.target.value)} />
      </div>
      <div className="field">
        <label className="label is-small" htmlFor={ids.kind}>
          {N.kind}
        </label>
        <div className="select is-small">
          <select id={ids.kind} value={kind} onChange={(event) => setKind(event.target.value as NewFieldKind)}>
            {Object.entries(N.kinds).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </div>
      </div>
      {withOptions && (
        <div className="field">
          <label className="label is-small" htmlFor={ids.options}>
            {N.options}
          </label>
          <textarea
            id={ids.options}
            className="textarea is-small"
            rows={3}
            value={options}
            onChange={(event) => setOptions(event.target.value)}
          />
        </div>
      )}
      <button type="submit" className="button is-small is-primary">
        {N.add}
      </button>
      {message.error && (
        <p className="template-alert template-error" role="alert">
          {message.error}
        </p>
      )}
      {message.key && (
        <p className="help" role="status">
          {N.added(message.key)}
        </p>
      )}
    </form>
  );
}
