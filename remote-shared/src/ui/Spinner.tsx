// A small accessible loading indicator; `label` is read by screen readers and shown beside the wheel.
export function Spinner({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <div className={inline ? 'cs-spinner cs-spinner--inline' : 'cs-spinner'} role="status" aria-live="polite">
      <span className="cs-spinner__wheel" aria-hidden="true" />
      <span className="cs-spinner__label">{label}</span>
    </div>
  );
}
