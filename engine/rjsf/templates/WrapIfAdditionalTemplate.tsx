import { ADDITIONAL_PROPERTY_FLAG, buttonId, TranslatableString, type WrapIfAdditionalTemplateProps } from '@rjsf/utils';

/**
 * A value under a key the person chose (`additionalProperties`, `patternProperties`): the key, which can
 * be renamed (taken in when the key field is left, as in stock RJSF), the value, and a button to remove
 * both. Any other field passes straight through.
 */
export function WrapIfAdditionalTemplate({
  id,
  label,
  schema,
  children,
  disabled,
  readonly,
  onKeyRenameBlur,
  onRemoveProperty,
  registry,
  uiSchema,
}: WrapIfAdditionalTemplateProps) {
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return <>{children}</>;
  const { translateString } = registry;
  const { RemoveButton } = registry.templates.ButtonTemplates;
  return (
    <div className="case-additional is-wide">
      <div className="field">
        <label className="label" htmlFor={`${id}-key`}>
          {translateString(TranslatableString.KeyLabel, [label])}
        </label>
        <input
          key={label}
          className="input"
          type="text"
          id={`${id}-key`}
          defaultValue={label}
          disabled={disabled || readonly}
          onBlur={onKeyRenameBlur}
        />
      </div>
      <div className="case-additional-value">{children}</div>
      <RemoveButton
        id={buttonId(id, 'remove')}
        className="rjsf-object-property-remove"
        disabled={disabled || readonly}
        onClick={onRemoveProperty}
        uiSchema={uiSchema}
        registry={registry}
      />
    </div>
  );
}
