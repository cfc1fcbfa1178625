import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { markSpanishReviewed } from '../api';

interface SpanishReviewProps {
  serviceId: string;
  onReviewed: () => void;
}

/**
 * An administrator's "I read the Spanish" (docs/translation.md): online only, it tells the server the text
 * is a person's now, so the engine never rewrites it. The button goes once done, so the result
 * takes the focus (keyboard and screen-reader users are not left on nothing).
 */
export function SpanishReview({ serviceId, onReviewed }: SpanishReviewProps) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'busy' | 'failed' | 'done'>('idle');
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (state === 'done') doneRef.current?.focus();
  }, [state]);

  const mark = useMutation({
    mutationFn: () => markSpanishReviewed(serviceId),
    // Nothing cached holds it: the open form is this service's only reader, and it is read
    // afresh each time it opens (useEditedService); no list shows the machine flags.
    meta: { invalidates: [] },
  });

  const review = async () => {
    setState('busy');
    try {
      await mark.mutateAsync();
      setState('done');
      onReviewed();
    } catch (error) {
      console.error('Could not mark the Spanish as reviewed', error);
      setState('failed');
    }
  };

  if (state === 'done') {
    return (
      <p ref={doneRef} className="spanish-review spanish-review__done" role="status" tabIndex={-1}>
        <Trans>The Spanish is marked as reviewed.</Trans>
      </p>
    );
  }
  return (
    <div className="spanish-review">
      <button
        type="button"
        className="button"
        disabled={state === 'busy'}
        onClick={() => void review()}
      >
        <Trans>Mark Spanish as reviewed</Trans>
      </button>
      <p className="spanish-review__status" role="status">
        {state === 'failed'
          ? t`Could not mark the Spanish as reviewed. Check your connection and try again.`
          : ''}
      </p>
    </div>
  );
}
