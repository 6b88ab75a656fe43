import { NotFoundNotice } from '../../components/errors/NotFoundNotice.tsx';

export function NotFoundRoute() {
  return <NotFoundNotice />;
}
