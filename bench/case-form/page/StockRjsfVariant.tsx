import { useLayoutEffect, useState } from 'react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { CaseTemplate } from '../../../engine/templates/types.ts';
import { markReady, type BenchProbe } from './benchProbe.ts';

/** Stock @rjsf/core: default theme, the default ajv8 validator, one controlled form for the whole case. */
export function StockRjsfVariant({ template, data, probe }: { template: CaseTemplate; data: Record<string, unknown>; probe: BenchProbe }) {
  const [formData, setFormData] = useState(data);
  useLayoutEffect(() => markReady(probe), [probe]);
  return (
    <Form
      schema={template.schema as RJSFSchema}
      uiSchema={template.uiSchema as UiSchema}
      formData={formData}
      validator={validator}
      onChange={(event) => setFormData(event.formData)}
    />
  );
}
