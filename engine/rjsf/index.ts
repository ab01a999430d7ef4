/** The form engine's public face: every form built from a template renders through TemplateForm. */
export { TemplateForm, type TemplateFormProps } from './TemplateForm.tsx';
export { toErrorSchema } from './errorSchema.ts';
