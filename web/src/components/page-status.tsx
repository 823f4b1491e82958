// A page's own loading line (the app-wide spinner is only for the start).
export function PageStatus({ label }: { label: string }) {
  return (
    <p className="page-status container" role="status">
      {label}
    </p>
  );
}
