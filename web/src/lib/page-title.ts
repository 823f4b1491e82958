// Each page names itself in the browser tab (and for screen readers announcing the new page).
import { useEffect } from 'react';
import { storeName } from './store-config';

export function usePageTitle(title: string | null): void {
  useEffect(() => {
    const store = storeName();
    document.title = title ? `${title} · ${store}` : `${store} · Cursos y planificaciones de entrenamiento`;
  }, [title]);
}
