import { useLayoutEffect } from 'react';
import { isChoice } from '../../../engine/templates/fieldUi.ts';
import { listSections } from '../../../engine/sections/listSections.ts';
import type { CaseTemplate, JsonSchema } from '../../../engine/templates/types.ts';
import { markReady, type BenchProbe } from './benchProbe.ts';

function PlainInput({ id, schema, value }: { id: string; schema: JsonSchema; value: unknown }) {
  const text = value === undefined || value === null || typeof value === 'object' ? '' : String(value);
  if (isChoice(schema)) {
    return (
      <select id={id} defaultValue={text}>
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
  if (schema.type === 'string' && (schema.maxLength ?? 0) >= 1000) return <textarea id={id} defaultValue={text} rows={3} />;
  const type = schema.format === 'date' ? 'date' : schema.type === 'number' || schema.type === 'integer' ? 'number' : 'text';
  return <input id={id} type={type} defaultValue={text} />;
}

function PlainField({ id, schema, value }: { id: string; schema: JsonSchema; value: unknown }) {
  if (schema.type === 'array' && schema.items?.type === 'object') {
    const rows = Array.isArray(value) ? value : [];
    return (
      <div>
        {rows.map((row, index) => (
          <fieldset key={index}>
            {Object.entries(schema.items!.properties ?? {}).map(([name, inner]) => (
              <PlainField key={name} id={`${id}_${index}_${name}`} schema={inner} value={(row as Record<string, unknown>)[name]} />
            ))}
          </fieldset>
        ))}
      </div>
    );
  }
  if (schema.type === 'array' && schema.items && isChoice(schema.items)) {
    const selected = Array.isArray(value) ? value : [];
    return (
      <span>
        {schema.items.oneOf!.map((option) => (
          <label key={String(option.const)}>
            <input type="checkbox" defaultChecked={selected.includes(option.const)} /> {option.title}
          </label>
        ))}
      </span>
    );
  }
  return (
    <div>
      <label htmlFor={id}>{schema.title}</label>
      <PlainInput id={id} schema={schema} value={value} />
    </div>
  );
}

/** The floor: the same inputs as plain uncontrolled React elements, no form library, no state. */
export function PlainVariant({ template, data, probe }: { template: CaseTemplate; data: Record<string, unknown>; probe: BenchProbe }) {
  useLayoutEffect(() => markReady(probe), [probe]);
  return (
    <form>
      {listSections(template).map((section) => {
        const values = (data[section.key] ?? {}) as Record<string, unknown>;
        return (
          <fieldset key={section.key}>
            <legend>{section.title}</legend>
            {section.fieldKeys.map((field) => (
              <PlainField
                key={field}
                id={`plain_${section.key}_${field}`}
                schema={template.schema.properties![section.key].properties![field]}
                value={values[field]}
              />
            ))}
          </fieldset>
        );
      })}
    </form>
  );
}
