// The page frame every route renders in: skip link, header, the routed page, footer, and the
// toast area; plus the navigation behaviours of the spec (scroll to top, queued orders).
import { Outlet } from 'react-router';
import { QueuedOrdersOnStart } from './queued-orders-on-start';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { NoticesProvider } from '../components/toast';

export function RootLayout() {
  return (
    <NoticesProvider>
      <a className="skip-link" href="#main-content">
        Saltar al contenido
      </a>
      <SiteHeader />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTop />
      <QueuedOrdersOnStart />
    </NoticesProvider>
  );
}
