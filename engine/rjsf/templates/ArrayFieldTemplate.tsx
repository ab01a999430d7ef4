import { buttonId, TranslatableString, type ArrayFieldTemplateProps } from '@rjsf/utils';

/** A list of rows (children, trips, accounts) with an 'Añadir fila' button under it. */
export function ArrayFieldTemplate({ items, canAdd, onAddClick, disabled, readonly, fieldPathId, registry }: ArrayFieldTemplateProps) {
  const { translateString } = registry;
  return (
    <div className="case-list" id={fieldPathId.$id}>
      {items.length === 0 && <p className="case-list-empty">{translateString(TranslatableString.EmptyArray)}</p>}
      {items}
      {canAdd && (
        <button
          type="button"
          id={buttonId(fieldPathId, 'add')}
          className="button is-small is-light case-list-add rjsf-array-item-add"
          disabled={disabled || readonly}
          onClick={onAddClick}
        >
          {translateString(TranslatableString.AddItemButton)}
        </button>
      )}
    </div>
  );
}
