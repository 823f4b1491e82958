// The page's entry: the styles (one PrimeReact theme, its core CSS, the icons, the store's own),
// then the app (main.tsx), fetched as a chunk of its own.
// A published page is already drawn, and its links already work as plain links, when this runs:
// its code (≈ 135 KB gzip) is fetched once the page's largest picture is on screen, so on a phone
// it no longer shares the connection with that picture (the page's LCP). Any interaction first
// (a tap, a key) fetches it at once, and it never waits more than 3 s for the picture. The SPA shell
// (app routes) has nothing drawn: it starts at once.
import 'primereact/resources/themes/lara-light-indigo/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import '../styles/app.css';
import { PUBLISHED_DATA_ID } from './published-page';

/** Resolves once the page's first-priority pictures are decoded and a frame with them has been painted. */
async function largestPictureShown(): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')];
  // A picture that fails to load is no reason to wait: the page is shown without it.
  await Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
  await new Promise<void>((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
}

function firstInteraction(): Promise<void> {
  return new Promise((interacted) => {
    const options = { once: true, capture: true, passive: true } as const;
    for (const type of ['pointerdown', 'keydown', 'touchstart'] as const) addEventListener(type, () => interacted(), options);
  });
}

/** A picture stalled on a bad connection must not keep the page without its app: its code comes anyway. */
const PICTURE_WAIT_LIMIT_MS = 3000;
const pictureWaitLimit = () => new Promise<void>((elapsed) => setTimeout(elapsed, PICTURE_WAIT_LIMIT_MS));

if (document.getElementById(PUBLISHED_DATA_ID)) await Promise.race([largestPictureShown(), firstInteraction(), pictureWaitLimit()]);
await import('./main');
