/**
 * Letters and digits that cannot be mistaken for one another when read aloud or copied by hand (no
 * 0/O/o, 1/l/I): 56 symbols, so 16 of them carry 92 bits.
 */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

export type RandomBytes = (count: number) => Uint8Array;

const browserRandom: RandomBytes = (count) => crypto.getRandomValues(new Uint8Array(count));

/**
 * A strong temporary password to pass on to a person, in groups of four ('Kp7r-x9Qm-...'), drawn
 * uniformly (bytes past the largest multiple of the alphabet's size are thrown away) and never
 * containing `username`, which the server refuses.
 */
export function generatePassword(username = '', random: RandomBytes = browserRandom): string {
  const limit = 256 - (256 % ALPHABET.length);
  for (;;) {
    const symbols: string[] = [];
    while (symbols.length < GROUPS * GROUP_LENGTH) {
      for (const byte of random(GROUPS * GROUP_LENGTH * 2)) {
        if (byte < limit && symbols.length < GROUPS * GROUP_LENGTH) symbols.push(ALPHABET[byte % ALPHABET.length]);
      }
    }
    const groups = Array.from({ length: GROUPS }, (_, i) => symbols.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH).join(''));
    const password = groups.join('-');
    if (username.length < 3 || !password.toLowerCase().includes(username.toLowerCase())) return password;
  }
}
