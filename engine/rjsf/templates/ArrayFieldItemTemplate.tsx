import { TranslatableString, type ArrayFieldItemTemplateProps } from '@rjsf/utils';

/** One row of a list, numbered, with its 'Quitar fila' button. */
export function ArrayFieldItemTemplate({ children, index, buttonsProps, registry }: ArrayFieldItemTemplateProps) {
  const { translateString } = registry;
  return (
    <div className="case-list-row">
      <div className="case-list-row-head">
        <span className="case-list-row-number">
          {translateString(TranslatableString.ArrayItemTitle)} {index + 1}
        </span>
        {buttonsProps.hasRemove && (
          <button
            type="button"
            className="button is-small is-danger is-outlined"
            disabled={buttonsProps.disabled || buttonsProps.readonly}
            onClick={buttonsProps.onRemoveItem}
          >
            {translateString(TranslatableString.RemoveButton)}
          </button>
        )}
      </div>
      {children}
    </div>
  );
}
