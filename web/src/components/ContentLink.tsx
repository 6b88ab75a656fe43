import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A link whose target comes from content (banner links, bannerLinkTo): a path of this shop goes through the
 * router; anything else opens in a new tab without access to this page (rel=noopener).
 */
export function ContentLink({
  to,
  className,
  label,
  children,
}: {
  to: string | null | undefined;
  className?: string;
  /** The accessible name when the content is an image or video. */
  label?: string;
  children: ReactNode;
}) {
  const target = (to ?? '').trim();
  const common = { className, 'aria-label': label };
  if (target === '') return <div className={className}>{children}</div>;
  if (isInternalPath(target)) {
    return (
      <Link to={target} {...common}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target} target="_blank" rel="noopener noreferrer" {...common}>
      {children}
    </a>
  );
}

/** '/category/80000' is ours; '//evil.example' and 'https://…' are not. */
export function isInternalPath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}
