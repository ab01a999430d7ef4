/**
 * The shape of an e-mail address, the one rule for every address the product accepts: the API's
 * `format: email` (engine/validation/createAjv.ts), the browser's forms and the server's settings.
 * It is ajv-formats' `email` in its full mode, so the browser needs no ajv to agree with the server.
 */
const EMAIL_ADDRESS =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value);
}
