/** A failed call's message (docs/spec/product-spec.md §8), announced at once by screen readers. */
export function ErrorAlert({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="account-alert">
      {text}
    </p>
  );
}
