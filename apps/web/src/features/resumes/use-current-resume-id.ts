import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useResumeList } from './api/resume-queries';

/**
 * The resume a step screen works on: `?id=` in the address, or else the most recently edited one
 * (written into the address so a reload and the step bar keep it).
 */
export function useCurrentResumeId(): { id: string | null; isLoading: boolean; hasNone: boolean } {
  const [params, setParams] = useSearchParams();
  const explicit = params.get('id');
  const list = useResumeList(!explicit);
  const newest = list.data?.[0]?.id ?? null;
  useEffect(() => {
    if (!explicit && newest) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('id', newest);
          return next;
        },
        { replace: true },
      );
    }
  }, [explicit, newest, setParams]);
  return {
    id: explicit ?? newest,
    isLoading: !explicit && list.isPending,
    hasNone: !explicit && list.isSuccess && list.data.length === 0,
  };
}
