// The toast area of the spec: bottom-right, 3000 ms by default (5000 ms for an approved course,
// which the caller passes as `life`), not closable, at most 24rem wide. It lives inside the
// router so a notice can carry a link (e.g. "Inicia el curso").
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ToastMessage } from 'primereact/toast';
// Types only: erased from the build, so the host stays in its own chunk.
import type { ShowToast } from './toast-host';

// PrimeReact's Toast (with PrimeReact's API and transitions) is loaded with the first notice, never
// with a page: a visitor who gets no notice never downloads it. Notices shown before it is there
// wait in a queue and are not lost.
const ToastHost = lazy(() => import('./toast-host'));

const NOTICE_LIFE_MS = 3000;

export interface Notice {
  severity: 'success' | 'info' | 'warn' | 'error';
  summary: string;
  detail?: string;
  life?: number;
  link?: { to: string; label: string };
}

interface Notices {
  show(notice: Notice): void;
}

const NoticesContext = createContext<Notices | null>(null);

export function NoticesProvider({ children }: { children: ReactNode }) {
  const toast = useRef<ShowToast | null>(null);
  const [hostWanted, setHostWanted] = useState(false);
  const waiting = useRef<ToastMessage[]>([]);
  const show = useCallback((notice: Notice) => {
    const message: ToastMessage = {
      severity: notice.severity,
      life: notice.life ?? NOTICE_LIFE_MS,
      closable: false,
      content: () => <NoticeContent notice={notice} />,
    };
    if (toast.current) toast.current(message);
    else {
      waiting.current.push(message);
      setHostWanted(true);
    }
  }, []);
  const onReady = useCallback((showToast: ShowToast) => {
    toast.current = showToast;
    for (const message of waiting.current.splice(0)) showToast(message);
  }, []);
  const value = useMemo(() => ({ show }), [show]);
  return (
    <NoticesContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>{hostWanted ? <ToastHost onReady={onReady} /> : null}</Suspense>
    </NoticesContext.Provider>
  );
}

function NoticeContent({ notice }: { notice: Notice }) {
  return (
    // PrimeReact's message element is already an assertive live region: no role here.
    <div className="store-toast__content">
      <span className={`store-toast__icon pi ${ICONS[notice.severity]}`} aria-hidden="true" />
      <div>
        <p className="store-toast__summary">{notice.summary}</p>
        {notice.detail ? <p className="store-toast__detail">{notice.detail}</p> : null}
        {notice.link ? (
          <Link className="store-toast__link" to={notice.link.to}>
            {notice.link.label}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

const ICONS: Record<Notice['severity'], string> = {
  success: 'pi-check-circle',
  info: 'pi-info-circle',
  warn: 'pi-exclamation-triangle',
  error: 'pi-times-circle',
};

export function useNotices(): Notices {
  const notices = useContext(NoticesContext);
  // The spec's error for a toast used outside its provider, in our words.
  if (!notices) throw new Error('No Toast provided: useNotices must be used inside NoticesProvider');
  return notices;
}
