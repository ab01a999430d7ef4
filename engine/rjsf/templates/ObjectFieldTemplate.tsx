import { buttonId, canExpand, TranslatableString, type ObjectFieldTemplateProps } from '@rjsf/utils';

/**
 * A section (the root of each section's form) or one row of a list: its fields in a two-column grid,
 * and, where the schema lets the person name keys (`additionalProperties`, `patternProperties`), a
 * button to add one. The section title lives on the collapsible header around the form.
 */
export function ObjectFieldTemplate({
  properties,
  fieldPathId,
  schema,
  uiSchema,
  formData,
  onAddProperty,
  disabled,
  readonly,
  registry,
}: ObjectFieldTemplateProps) {
  return (
    <div className="case-grid" id={fieldPathId.$id}>
      {properties.filter((property) => !property.hidden).map((property) => property.content)}
      {canExpand(schema, uiSchema, formData) && (
        <button
          type="button"
          id={buttonId(fieldPathId, 'add')}
          className="button is-small is-light rjsf-object-property-expand"
          disabled={disabled || readonly}
          onClick={onAddProperty}
        >
          {registry.translateString(TranslatableString.AddButton)}
        </button>
      )}
    </div>
  );
}
