import { useState } from 'react';
import { attachmentProblem, type AttachmentProblem } from './attachment';

/** The chosen file, its problem (checked on choice and on send) and a key to empty the input. */
export function useAttachment() {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<AttachmentProblem>(null);
  const [resetKey, setResetKey] = useState(0);

  const choose = (next: File | null) => {
    setFile(next);
    setProblem(next ? attachmentProblem(next) : null);
    if (!next) setResetKey((key) => key + 1);
  };
  const clear = () => choose(null);

  return { file, problem, resetKey, choose, clear };
}
