import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/**
 * A section (the root of each section's form) or one row of a list: its fields in a two-column grid.
 * The section title lives on the collapsible header around the form, so it is not repeated here.
 */
export function ObjectFieldTemplate({ properties, fieldPathId }: ObjectFieldTemplateProps) {
  return (
    <div className="case-grid" id={fieldPathId.$id}>
      {properties.filter((property) => !property.hidden).map((property) => property.content)}
    </div>
  );
}
