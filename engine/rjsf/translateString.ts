import { englishStringTranslator, TranslatableString } from '@rjsf/utils';

/** RJSF's own words (buttons, empty lists), in Spanish. */
const SPANISH: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: 'Elemento',
  [TranslatableString.EmptyArray]: 'Sin filas todavía.',
  [TranslatableString.YesLabel]: 'Sí',
  [TranslatableString.NoLabel]: 'No',
  [TranslatableString.CloseLabel]: 'Cerrar',
  [TranslatableString.ErrorsLabel]: 'Errores',
  [TranslatableString.AddButton]: 'Añadir',
  [TranslatableString.AddItemButton]: 'Añadir fila',
  [TranslatableString.CopyButton]: 'Copiar',
  [TranslatableString.MoveDownButton]: 'Bajar',
  [TranslatableString.MoveUpButton]: 'Subir',
  [TranslatableString.RemoveButton]: 'Quitar fila',
  [TranslatableString.ClearLabel]: 'Borrar',
  [TranslatableString.ClearButton]: 'Borrar',
  [TranslatableString.AriaDateLabel]: 'Seleccione una fecha',
  [TranslatableString.KeyLabel]: 'Clave de %1',
  [TranslatableString.NewStringDefault]: 'Nuevo valor',
};

export function translateString(key: TranslatableString, params?: string[]): string {
  return englishStringTranslator((SPANISH[key] ?? key) as TranslatableString, params);
}
