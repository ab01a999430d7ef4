import { TranslatableString, type IconButtonProps, type SubmitButtonProps } from '@rjsf/utils';

function Button({ title, className = '', onClick, disabled, id }: IconButtonProps) {
  return (
    <button type="button" id={id} className={`button is-small ${className}`} onClick={onClick} disabled={disabled}>
      {title}
    </button>
  );
}

const labelled = (key: TranslatableString, extra = '') =>
  function LabelledButton(props: IconButtonProps) {
    return <Button {...props} className={`${props.className ?? ''} ${extra}`} title={props.registry.translateString(key)} />;
  };

/** Each section saves with the dialog's 'Guardar Cambios', never on its own. */
function NoSubmit(_: SubmitButtonProps) {
  return null;
}

export const buttonTemplates = {
  AddButton: labelled(TranslatableString.AddItemButton, 'is-light'),
  CopyButton: labelled(TranslatableString.CopyButton),
  MoveDownButton: labelled(TranslatableString.MoveDownButton),
  MoveUpButton: labelled(TranslatableString.MoveUpButton),
  RemoveButton: labelled(TranslatableString.RemoveButton, 'is-danger is-outlined'),
  ClearButton: labelled(TranslatableString.ClearLabel),
  SubmitButton: NoSubmit,
};
