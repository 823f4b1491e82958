// What an admin table says after a change was saved: the message stays above the table and a
// toast confirms it where the admin is looking (the save button may be far down a long table).
import { useCallback, useState } from 'react';
import { useNotices } from '../../../components/toast';

export function useSaveConfirmation(): [string | null, (message: string | null) => void] {
  const notices = useNotices();
  const [saved, setSaved] = useState<string | null>(null);
  const confirm = useCallback(
    (message: string | null) => {
      setSaved(message);
      if (message) notices.show({ severity: 'success', summary: message });
    },
    [notices],
  );
  return [saved, confirm];
}
