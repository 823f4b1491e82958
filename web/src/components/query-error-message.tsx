// A failed read, in Spanish, with a way to try again. A plain button styled by PrimeReact's
// classes: this shows on public pages, whose first load must not pull PrimeReact's Button code.
export function QueryErrorMessage({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="query-error" role="alert">
      <p>No pudimos cargar esta información. {error.message}</p>
      <button type="button" className="p-button p-button-outlined" onClick={onRetry}>
        <span className="p-button-icon p-button-icon-left pi pi-refresh" aria-hidden="true" />
        <span className="p-button-label">Reintentar</span>
      </button>
    </div>
  );
}
