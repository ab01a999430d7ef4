/** A base32 secret in groups of four ('ABCD EFGH …'), as people copy it into an authenticator app by hand. */
export function secretGroups(secret: string): string[] {
  return secret.replace(/\s/g, '').match(/.{1,4}/g) ?? [];
}
