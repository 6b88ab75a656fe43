import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorNotice } from '../components/errors/ErrorNotice.tsx';
import { NotFoundNotice } from '../components/errors/NotFoundNotice.tsx';

/** A page's loader said 404 (unknown product, article): the not-found notice; anything else: reload. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundNotice />;
  console.error(error);
  return <ErrorNotice />;
}
