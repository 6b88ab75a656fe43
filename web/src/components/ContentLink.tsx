import { readShopLink } from '@shop/domain/links/shopLink';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A link whose target comes from content (banner links, bannerLinkTo, message links), read as the browser
 * would follow it (domain/src/links/shopLink.ts): a path of this shop goes through the router; an https
 * address of another site opens in a new tab without access to this page (rel=noopener). Anything else,
 * such as "/\evil.example" stored before the back office refused it, is no link at all.
 */
export function ContentLink({
  to,
  className,
  label,
  onFollow,
  children,
}: {
  to: string | null | undefined;
  className?: string;
  /** The accessible name when the content is an image or video. */
  label?: string;
  onFollow?: () => void;
  children: ReactNode;
}) {
  const link = readShopLink((to ?? '').trim());
  const common = { className, 'aria-label': label, onClick: onFollow };
  if (!link) return <div className={className}>{children}</div>;
  if (link.kind === 'path') {
    return (
      <Link to={link.path} {...common}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" {...common}>
      {children}
    </a>
  );
}

/** Whether content's link leads anywhere the shop follows. */
export function isFollowableLink(to: string | null | undefined): boolean {
  return readShopLink((to ?? '').trim()) !== null;
}
