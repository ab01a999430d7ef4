import type { TemplateRegistry } from '../../engine/templates/registry.ts';
import type { CaseTemplate } from '../../engine/templates/types.ts';
import { AppError } from '../http/AppError.ts';

/** The template a save names (its latest version when none is given), or a 400 naming the field. */
export function resolveCaseTemplate(templates: TemplateRegistry, key: string, version?: number): CaseTemplate {
  if (!templates.find(key)) {
    const message = `Destino desconocido: ${key}`;
    throw new AppError('invalid', message, [{ path: 'formTemplate', message }]);
  }
  const template = templates.find(key, version);
  if (!template) {
    const message = `La versión ${version} de la plantilla «${key}» no existe`;
    throw new AppError('invalid', message, [{ path: 'templateVersion', message }]);
  }
  return template;
}
