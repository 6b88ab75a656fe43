import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { adminApi } from './adminApi.ts';

export type Query = Record<string, string | number | boolean | undefined>;

export interface AdminQuery<T> {
  data: T | undefined;
  error: ApiError | null;
  loading: boolean;
  reload(): void;
}

/** GETs an admin path with the staff token; loads again when the path or the query changes, or on reload(). */
export function useAdminQuery<T>(path: string | null, query?: Query): AdminQuery<T> {
  const [state, setState] = useState<{ data: T | undefined; error: ApiError | null; loading: boolean }>({
    data: undefined,
    error: null,
    loading: path !== null,
  });
  const [generation, setGeneration] = useState(0);
  const queryKey = JSON.stringify(query ?? {});

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is how reload() asks for a new load.
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    adminApi
      .request<T>(path, { auth: 'required', query: JSON.parse(queryKey) as Query, signal: controller.signal })
      .then(
        (data) => setState({ data, error: null, loading: false }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const failure =
            error instanceof ApiError ? error : new ApiError('UNEXPECTED_RESPONSE', String(error), 0);
          setState({ data: undefined, error: failure, loading: false });
        },
      );
    return () => controller.abort();
  }, [path, queryKey, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { ...state, reload };
}
