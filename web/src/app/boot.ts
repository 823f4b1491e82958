// The page's entry: the styles (one PrimeReact theme, its core CSS, the icons, the store's own),
// then the app (main.tsx), fetched as a chunk of its own.
// A published page is already drawn, and its links already work as plain links, when this runs:
// its code (≈ 140 KB, about 40 requests) is fetched for a visitor with a session once the page's
// largest picture is on screen (so on a phone it does not share the connection with that picture,
// the page's LCP), and for a visitor without one at the first touch, tap, key or mouse move
// (published-boot.ts; issue 42, the storefront's weight). The SPA shell (app routes) has nothing
// drawn: it starts at once.
import 'primereact/resources/themes/lara-light-indigo/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import '../styles/app.css';
import { readPublishedPage } from './published-page';
import { isLessonTopicPath } from './lesson-path';
import { prefetchConfigResponse } from '../lib/config-prefetch';
import { firstUse, hasStoredSession, replayEarlyButtonClicks } from './published-boot';

/** Resolves once the page's first-priority pictures are decoded and a frame with them has been painted. */
async function largestPictureShown(): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')];
  // A picture that fails to load is no reason to wait: the page is shown without it.
  await Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
  await new Promise<void>((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
}

/** A picture stalled on a bad connection must not keep the page without its app: its code comes anyway. */
const PICTURE_WAIT_LIMIT_MS = 3000;
const pictureWaitLimit = () => new Promise<void>((elapsed) => setTimeout(elapsed, PICTURE_WAIT_LIMIT_MS));

// The account corner's visitor links stay invisible for someone about to be shown as signed in (app.css).
if (hasStoredSession()) document.documentElement.dataset['storedSession'] = 'true';

const published = readPublishedPage(document);
if (published) {
  replayEarlyButtonClicks(document);
  // The not-found page answering an unknown address is shown as /not-found by the app (main.tsx).
  if (hasStoredSession() || published.path !== window.location.pathname)
    await Promise.race([largestPictureShown(), firstUse(), pictureWaitLimit()]);
  else await firstUse();
  await import('./main');
} else {
  // Nothing waits for a picture here: the configuration, and on a lesson its page's and its
  // player's code, are fetched beside the app's own (issue 42: a lesson that starts fast).
  prefetchConfigResponse();
  if (isLessonTopicPath(window.location.pathname)) void import('./lesson-preload').catch(() => undefined);
  await import('./spa-shell');
}
