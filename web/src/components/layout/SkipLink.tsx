import { useT } from '../../lib/intl.tsx';

export function SkipLink({ target }: { target: string }) {
  const t = useT();
  return (
    <a className="skip-link" href={`#${target}`}>
      {t('app.skipToContent')}
    </a>
  );
}
