import { Trans } from '@lingui/react/macro';

/** Under a Spanish field that still holds the engine's text (docs/translation.md: labelled, not hidden). */
export function MachineNote() {
  return (
    <p className="machine-note">
      <Trans>Machine translation</Trans>
    </p>
  );
}
