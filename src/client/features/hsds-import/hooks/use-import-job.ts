import { useCallback, useEffect, useRef, useState } from 'react';
import type { HsdsImportJob } from '@shared/api/hsds';
import { readImport, startImport } from '../api';

const POLL_MS = 700;

export type ImportPhase = 'idle' | 'running' | 'done' | 'failed';

/** Starts an import job and follows it until it is done or failed (the job lives on the server). */
export function useImportJob() {
  const [job, setJob] = useState<HsdsImportJob | null>(null);
  const [phase, setPhase] = useState<ImportPhase>('idle');
  const [error, setError] = useState<unknown>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const follow = useCallback((id: string) => {
    const poll = async () => {
      try {
        const next = await readImport(id);
        setJob(next);
        if (next.status === 'running') timer.current = setTimeout(() => void poll(), POLL_MS);
        else setPhase(next.status === 'done' ? 'done' : 'failed');
      } catch (caught) {
        setError(caught);
        setPhase('failed');
      }
    };
    void poll();
  }, []);

  const start = useCallback(
    async (file: File, options: { dryRun: boolean; approve: boolean }) => {
      setError(null);
      setJob(null);
      setPhase('running');
      try {
        const { id } = await startImport(file, options);
        follow(id);
      } catch (caught) {
        setError(caught);
        setPhase('failed');
      }
    },
    [follow],
  );

  return { job, phase, error, start };
}
