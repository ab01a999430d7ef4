import type { ValidateFunction } from 'ajv';
import { createAjv, type AjvContext } from '../../engine/validation/createAjv.ts';
import { describeErrors } from '../../engine/validation/describeErrors.ts';
import { loadSchemas } from '../../schemas/registry.ts';
import { AppError } from './AppError.ts';
import type { RouteContract } from './contract.ts';
import { HTTP_TEXTS } from './texts.ts';

export type Validators = ReturnType<typeof createValidators>;

/** Compiles every schema of schemas/ once; `parse(id, body)` returns the body typed, or throws a 400. */
export function createValidators(context: AjvContext = {}) {
  const ajv = createAjv(context);
  const compiled = new Map<string, ValidateFunction>();
  for (const [id, schema] of loadSchemas()) {
    ajv.addSchema(schema, id);
  }
  function get(id: string): ValidateFunction {
    let validate = compiled.get(id);
    if (!validate) {
      validate = ajv.getSchema(id);
      if (!validate) throw new Error(`Esquema desconocido: ${id}`);
      compiled.set(id, validate);
    }
    return validate;
  }
  function parse<T>(id: string, body: unknown): T {
    const validate = get(id);
    const value = body === undefined ? {} : body;
    if (!validate(value)) {
      throw new AppError('invalid', HTTP_TEXTS.invalidBody, describeErrors(validate.errors));
    }
    return value as T;
  }
  return {
    ajv,
    parse,
    /**
     * The request body, checked against the body schema its route declared (`contract({ body })`,
     * backend/http/contract.ts): the schema the OpenAPI document shows is the one that checks.
     */
    body<T>(ctx: { state: { contract: RouteContract | null }; request: { body?: unknown } }): T {
      const id = ctx.state.contract?.body;
      if (!id) throw new Error("La ruta no declara el esquema de su cuerpo: añada body: '<esquema>' a su contract({ … })");
      return parse<T>(id, ctx.request.body);
    },
  };
}
