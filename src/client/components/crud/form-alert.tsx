interface Props {
  text: string | null;
}

/** A server's answer to a failed write, read out at once. */
export function FormAlert({ text }: Props) {
  if (!text) return null;
  return (
    <p role="alert" className="content-admin__alert">
      {text}
    </p>
  );
}
