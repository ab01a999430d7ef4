import { useState } from 'react';

/**
 * False until `value` is first true, then true for good: for parts drawn only once needed (a dialog
 * first opened, a section first shown) that keep their state afterwards.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  // Set while rendering: React renders again at once, before anything is shown.
  if (value && !seen) setSeen(true);
  return seen || value;
}
