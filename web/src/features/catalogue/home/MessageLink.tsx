import { ContentLink, isFollowableLink } from '../../../components/ContentLink.tsx';
import { useT } from '../../../lib/intl.tsx';

/** A message's "more" link, followed as every content link is (ContentLink); none when it leads nowhere safe. */
export function MessageLink({ to, onFollow }: { to: string; onFollow?: () => void }) {
  const t = useT();
  if (!isFollowableLink(to)) return null;
  return (
    <ContentLink to={to} onFollow={onFollow}>
      {t('catalogue.shopMessages.more')}
    </ContentLink>
  );
}
