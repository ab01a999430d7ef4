import { useEffect, useMemo, useRef, useState } from 'react';
import { isChoice } from '../../../engine/templates/fieldUi.ts';
import { listSections } from '../../../engine/sections/listSections.ts';
import type { CaseTemplate, JsonSchema } from '../../../engine/templates/types.ts';
import { answerApi, DIALOG_CONSULTATION_ID } from './pageApi.ts';

type Values = Record<string, unknown>;

function PlainControl({ id, schema, value }: { id: string; schema: JsonSchema; value: unknown }) {
  const text = value === undefined || value === null || typeof value === 'object' ? '' : String(value);
  if (isChoice(schema)) {
    return (
      <select id={id} className="input" defaultValue={text}>
        <option value="" />
        {schema.oneOf!.map((option) => (
          <option key={String(option.const)} value={String(option.const)}>
            {option.title}
          </option>
        ))}
      </select>
    );
  }
  if (schema.type === 'boolean') {
    return (
      <span>
        <label>
          <input type="radio" name={id} defaultChecked={value === true} /> Sí
        </label>
        <label>
          <input type="radio" name={id} defaultChecked={value === false} /> No
        </label>
      </span>
    );
  }
  if (schema.type === 'string' && (schema.maxLength ?? 0) >= 1000)
    return <textarea id={id} className="textarea" defaultValue={text} rows={3} />;
  return <input id={id} className="input" type={schema.format === 'date' ? 'date' : 'text'} defaultValue={text} />;
}

/** One field as the product lays it out (label, control, 'No aplica' where the product has it), as plain elements. */
function PlainField({ id, schema, value }: { id: string; schema: JsonSchema; value: unknown }) {
  const withSwitch = schema.type === 'array' || schema.format === 'date';
  let control;
  if (schema.type === 'array' && schema.items?.type === 'object') {
    const rows = Array.isArray(value) ? (value as Values[]) : [];
    control = rows.map((row, index) => (
      <fieldset key={index} className="case-grid">
        {Object.entries(schema.items!.properties ?? {}).map(([name, inner]) => (
          <PlainField key={name} id={`${id}_${index}_${name}`} schema={inner} value={row[name]} />
        ))}
      </fieldset>
    ));
  } else if (schema.type === 'array' && schema.items && isChoice(schema.items)) {
    const selected = Array.isArray(value) ? value : [];
    control = schema.items.oneOf!.map((option) => (
      <label key={String(option.const)}>
        <input type="checkbox" defaultChecked={selected.includes(option.const)} /> {option.title}
      </label>
    ));
  } else {
    control = <PlainControl id={id} schema={schema} value={value} />;
  }
  return (
    <div className="field case-field">
      <div className="case-field-head">
        <label className="label" htmlFor={id}>
          {schema.title}
        </label>
        {withSwitch && (
          <button type="button" className="button is-small case-na-switch">
            No aplica
          </button>
        )}
      </div>
      {control}
    </div>
  );
}

/**
 * What the case dialog draws (summary selects, one collapsible header per section with its progress,
 * the open sections' fields with their labels and 'No aplica' buttons) as plain React, from the
 * template and data, with uncontrolled inputs, no form library and no checks. Its section headers carry
 * the product's `data-section` and toggle class, so the bench drives both alike.
 */
function PlainCaseBody({ template, data }: { template: CaseTemplate; data: Values }) {
  const sections = listSections(template);
  const [open, setOpen] = useState<string[]>(() => [sections[0].key]);
  const toggle = (key: string) => setOpen((list) => (list.includes(key) ? list.filter((k) => k !== key) : [...list, key]));
  return (
    <>
      <div className="case-summary">
        <label>
          Destino{' '}
          <select className="input" defaultValue={template.key}>
            <option value={template.key}>{template.label}</option>
          </select>
        </label>
        <label>
          Etapa{' '}
          <select className="input" defaultValue="pre-chequeo">
            <option value="pre-chequeo">Pre-chequeo</option>
          </select>
        </label>
      </div>
      <div className="case-sections">
        {sections.map((section) => {
          const values = (data[section.key] ?? {}) as Values;
          const isOpen = open.includes(section.key);
          const filled = section.fieldKeys.filter((key) => values[key] !== undefined && values[key] !== '').length;
          return (
            <section key={section.key} className={`case-section ${isOpen ? 'is-open' : ''}`} data-section={section.key}>
              <h3 className="case-section-title">
                <button type="button" className="case-section-toggle" aria-expanded={isOpen} onClick={() => toggle(section.key)}>
                  <span className="case-section-name">{section.title}</span>
                  <span className="case-section-progress">
                    {filled}/{section.fieldKeys.length}
                  </span>
                </button>
              </h3>
              <div className="case-section-body" hidden={!isOpen}>
                {isOpen && (
                  <div className="case-grid">
                    {section.fieldKeys.map((field) => (
                      <PlainField
                        key={field}
                        id={`plain_${section.key}_${field}`}
                        schema={template.schema.properties![section.key].properties![field]}
                        value={values[field]}
                      />
                    ))}
                  </div>
                )}
              </div>
            </section>
          );
        })}
      </div>
    </>
  );
}

/** The bare floor: plain React drawing the dialog's inputs from data already in the page, in a plain element. */
export function PlainDialogVariant({ template, data }: { template: CaseTemplate; data: Values }) {
  return (
    <div className="modal-dialog is-large case-dialog" role="dialog" aria-label="Caso de prueba">
      <PlainCaseBody template={template} data={data} />
    </div>
  );
}

/**
 * Plain React opening the same dialog as the product must: it asks the page's API for the saved case
 * and its template version (fetch and JSON, state set once both are in), then opens a native modal
 * <dialog> in the product's dialog frame (its classes: backdrop, header, opening animation) and puts the
 * focus on its first field, as an accessible modal does. Only the form engine and the product's
 * features (checks, readiness, drafts, attachments) are left out.
 */
export function PlainModalDialogVariant({ template, data }: { template: CaseTemplate; data: Values }) {
  // The same answers as the product's dialog gets (pageApi.ts).
  useMemo(() => answerApi(template, data), [template, data]);
  const consultationId = DIALOG_CONSULTATION_ID;
  const [loaded, setLoaded] = useState<{ template: CaseTemplate; data: Values } | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    let current = true;
    void (async () => {
      const record = (await (await fetch(`/api/consultation-details?consultationId=${consultationId}`)).json()) as {
        formTemplate: string;
        templateVersion: number;
        data: Values;
      };
      const template = (await (await fetch(`/api/case-templates/${record.formTemplate}/${record.templateVersion}`)).json()) as CaseTemplate;
      if (current) setLoaded({ template, data: record.data });
    })();
    return () => {
      current = false;
    };
  }, [consultationId]);

  useEffect(() => {
    const element = dialog.current;
    if (!loaded || !element || element.open) return;
    element.showModal();
    element.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [loaded]);
  return (
    <dialog ref={dialog} className="modal-dialog is-large case-dialog" aria-label="Caso de prueba">
      <div className="modal-panel">
        <header className="modal-panel-head">
          <h2 className="modal-panel-title">Caso de prueba</h2>
        </header>
        <div className="modal-panel-body">{loaded && <PlainCaseBody template={loaded.template} data={loaded.data} />}</div>
      </div>
    </dialog>
  );
}
