// The app as the SPA shell (app routes: lessons, checkout, account, admin) starts it. Nothing is on
// screen yet, so unlike a published page (boot.ts loads main.tsx there without preloading its
// imports, to keep the page's main thread free) the whole of the app's code is wanted at once:
// importing main.tsx from here lets Vite fetch it and every module it imports in parallel, where
// the browser otherwise found them one level at a time (four waves of requests before the
// route's own code on a 150 ms phone connection, issue 42).
import './main';
