/** A row's error sentence, announced at once. */
export function RowAlert({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="users-alert" role="alert">
      {text}
    </p>
  );
}
