declare module 'ajv-i18n/localize/es/index.js' {
  import type { ErrorObject } from 'ajv';
  const localize: (errors?: ErrorObject[] | null) => void;
  export default localize;
}
