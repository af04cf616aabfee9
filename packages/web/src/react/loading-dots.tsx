/** Three pulsing dots while a page or part of it loads, read out by screen readers as `label`. */
export function LoadingDots({ label }: { label: string }) {
  return (
    <div className="loading" role="status" data-testid="loading">
      <span className="dots" aria-hidden="true">
        <span className="dot" />
        <span className="dot" />
        <span className="dot" />
      </span>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
