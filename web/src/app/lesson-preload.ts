// A lesson's page, imported by the SPA shell's boot beside the app (boot.ts), so its code arrives
// with the app's instead of after it: the router asks for the page only once the app's code has
// run (issue 42). The page's player asks for hls.js as soon as the page's code runs, so the
// player's code follows the app's rather than sharing a slow connection with it (hls.js first
// made the app's own code arrive later at 400 kbps). The modules are the ones the router imports
// later (one instance each); zod's setting comes first, as in main.tsx, since this may run before it.
import '../lib/zod-without-eval';
import './routes/lesson-page';
import './store-primereact';
