// PrimeReact's store-wide options (Spanish locale, the spec's overlay layers, the accessibility
// pass-through) around the app routes' pages (router.tsx, `appPage`), which use PrimeReact's
// forms, dropdowns, calendars, dialogs and tables. It comes in the same lazy load as those pages:
// the published pages neither need it (their few PrimeReact parts — tabs, steps, timeline,
// buttons — use no locale text nor pass-through options) nor carry PrimeReact's API module for it.
import { PrimeReactProvider } from 'primereact/api';
import type { ReactNode } from 'react';
import { setUpPrimeReact } from './primereact-setup';

const primeReactOptions = setUpPrimeReact();

export function StorePrimeReact({ children }: { children: ReactNode }) {
  return <PrimeReactProvider value={primeReactOptions}>{children}</PrimeReactProvider>;
}
