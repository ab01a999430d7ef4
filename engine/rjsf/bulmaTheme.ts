import type { FormProps } from '@rjsf/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { ArrayFieldItemTemplate } from './templates/ArrayFieldItemTemplate.tsx';
import { ArrayFieldTemplate } from './templates/ArrayFieldTemplate.tsx';
import { BaseInputTemplate } from './templates/BaseInputTemplate.tsx';
import { buttonTemplates } from './templates/buttons.tsx';
import { FieldErrorTemplate } from './templates/FieldErrorTemplate.tsx';
import { FieldTemplate } from './templates/FieldTemplate.tsx';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate.tsx';
import { WrapIfAdditionalTemplate } from './templates/WrapIfAdditionalTemplate.tsx';
import { CheckboxesWidget } from './widgets/CheckboxesWidget.tsx';
import { CheckboxWidget } from './widgets/CheckboxWidget.tsx';
import { RadioWidget } from './widgets/RadioWidget.tsx';
import { SelectWidget } from './widgets/SelectWidget.tsx';
import { TextareaWidget } from './widgets/TextareaWidget.tsx';

/** The product's RJSF theme: Bulma markup, Spanish words, NA-aware widgets. */
export const bulmaTemplates: NonNullable<FormProps['templates']> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  BaseInputTemplate,
  FieldErrorTemplate,
  WrapIfAdditionalTemplate,
  ButtonTemplates: buttonTemplates,
};

export const bulmaWidgets: RegistryWidgetsType = {
  TextareaWidget,
  SelectWidget,
  RadioWidget,
  CheckboxWidget,
  CheckboxesWidget,
};
