/**
 * Loading feedback.
 *   <Spinner label="Loading results" />         a spinner with a screen-reader label
 *   <Skeleton width="60%" height="1.5rem" />     a grey placeholder block while content loads
 * The top progress bar during navigation lives in the shell (features/shell/navigation-progress.tsx).
 */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export function Skeleton({ width = '100%', height = '1rem' }: { width?: string; height?: string }) {
  return <span className="skeleton" aria-hidden="true" style={{ width, height }} />;
}
