// A player preference kept in this browser (localStorage), read once and written on change. A
// browser that refuses storage (private mode, quota) keeps the value for the page only.
import { useCallback, useState } from 'react';

export function useStoredPreference<T>(key: string, fallback: T, parse: (stored: string) => T | null): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const stored = window.localStorage.getItem(key);
      return stored === null ? fallback : (parse(stored) ?? fallback);
    } catch {
      return fallback;
    }
  });
  const update = useCallback(
    (next: T) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, String(next));
      } catch {
        // Not kept across pages; the choice still applies now.
      }
    },
    [key],
  );
  return [value, update];
}
