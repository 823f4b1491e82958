// The page's only script tag: starts the app (main.tsx) once the page has loaded. A published
// page is complete without JavaScript — its text, images and links work as they are — so its
// first paint and its largest image get the network alone, and the app's code (≈ 135 KB gzip)
// downloads and runs after them to make the page interactive (hydration). The SPA shell has
// nothing else to load, so there the app starts at once.
// The styles (one PrimeReact theme, its core CSS, the icons, the store's own) belong to the entry,
// so the build links them from the page's head (published pages inline what they use).
import 'primereact/resources/themes/lara-light-indigo/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import '../styles/app.css';

const start = () => void import('./main');

if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
