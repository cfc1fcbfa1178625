import { useToastStore } from '@client/lib/toast-store';

/**
 * Where toasts appear. The live region is always in the page so screen readers announce each new
 * message; errors are assertive, the rest polite.
 */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const errors = toasts.filter((t) => t.tone === 'error');
  const others = toasts.filter((t) => t.tone !== 'error');
  return (
    <div className="toaster">
      <div role="status" aria-live="polite" className="toaster__region">
        {others.map((t) => (
          <p key={t.id} className={`toast toast--${t.tone}`}>
            {t.text}
          </p>
        ))}
      </div>
      <div role="alert" aria-live="assertive" className="toaster__region">
        {errors.map((t) => (
          <p key={t.id} className="toast toast--error">
            {t.text}
          </p>
        ))}
      </div>
    </div>
  );
}
