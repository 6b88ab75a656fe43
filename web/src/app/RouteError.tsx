import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorNotice } from '../components/errors/ErrorNotice.tsx';
import { NotFoundNotice } from '../components/errors/NotFoundNotice.tsx';
import { OfflineNotice } from '../components/errors/OfflineNotice.tsx';
import { isApiError } from '../lib/api.ts';

/**
 * A page's loader said 404 (unknown product, article): the not-found notice; no connection and no saved
 * copy: the offline notice; anything else: reload.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundNotice />;
  if (isApiError(error) && error.isNetworkError) return <OfflineNotice />;
  console.error(error);
  return <ErrorNotice />;
}
