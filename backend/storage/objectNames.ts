import { randomUUID } from 'node:crypto';

/** Object names are server-made uuids: nothing a client sends ever becomes part of a file path. */
const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const OBJECT_PATH_PREFIX = '/objects/uploads/';

export const newObjectName = (): string => randomUUID();

export const isObjectName = (value: string): boolean => NAME.test(value);

/** The path stored with an image and served to staff: `/objects/uploads/{name}`. */
export const objectPathOf = (name: string): string => OBJECT_PATH_PREFIX + name;

/** The name inside an object path, or null when the path is not one of ours. */
export function objectNameFromPath(objectPath: string): string | null {
  if (!objectPath.startsWith(OBJECT_PATH_PREFIX)) return null;
  const name = objectPath.slice(OBJECT_PATH_PREFIX.length);
  return isObjectName(name) ? name : null;
}
