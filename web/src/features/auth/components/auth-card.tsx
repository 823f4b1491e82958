// The frame of every account page: a centred card with the page's heading, an optional intro,
// and a notice carried over from the previous page (e.g. "Tu cuenta quedó verificada").
import { Message } from 'primereact/message';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import '../auth.css';

export interface CarriedNotice {
  severity: 'success' | 'info' | 'warn';
  text: string;
}

/** Navigation state that carries a notice to the next account page. */
export const withNotice = (notice: CarriedNotice) => ({ notice });

function carriedNotice(state: unknown): CarriedNotice | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const notice = (state as { notice: unknown }).notice;
  if (typeof notice !== 'object' || notice === null) return null;
  const { severity, text } = notice as Partial<CarriedNotice>;
  return severity && typeof text === 'string' ? { severity, text } : null;
}

export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const notice = carriedNotice(useLocation().state);
  usePageTitle(title);
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="auth-card-title">
        <h1 id="auth-card-title">{title}</h1>
        {intro ? <p className="auth-card__intro">{intro}</p> : null}
        {notice ? <Message className="auth-card__message" severity={notice.severity} text={notice.text} /> : null}
        {children}
      </section>
    </div>
  );
}

/** A form-level error, announced to screen readers (PrimeReact's Message is role="alert"). */
export function FormError({ text }: { text: string | null }) {
  return text ? <Message className="auth-card__message" severity="error" text={text} /> : null;
}

/** A field's error line, tied to its input with aria-describedby. */
export function FieldError({ id, text }: { id: string; text: string | null | undefined }) {
  return text ? (
    <small id={id} className="auth-form__error">
      {text}
    </small>
  ) : null;
}
