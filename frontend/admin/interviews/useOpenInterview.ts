import { useState } from 'react';

/** Which interview the dialog shows (null: closed). */
export function useOpenInterview() {
  const [openId, setOpenId] = useState<string | null>(null);
  return { openId, open: (id: string) => setOpenId(id), close: () => setOpenId(null) };
}
