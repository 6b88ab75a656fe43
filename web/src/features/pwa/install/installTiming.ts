/**
 * When the shop invites a shopper to install it (InstallInvitation.tsx): never on the first view, never
 * inside the installed app, not again for a while once dismissed; on a second visit, or right after an
 * order (the success page), when the browser can install it (Chromium's held prompt, or iOS Safari's
 * Share → Add to Home Screen).
 */

/** A dismissed invitation stays away this long. */
export const DISMISSED_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/** How this browser installs the shop: Chromium's prompt, iOS Safari's Share sheet, or not at all. */
export type InstallWay = 'prompt' | 'iosShareSheet' | null;

export interface InstallMoment {
  /** Running as the installed app (display-mode standalone, or iOS `navigator.standalone`). */
  standalone: boolean;
  way: InstallWay;
  /** Visits of this browser so far, this one included (a visit is a tab's session). */
  visits: number;
  /** The page is an order's success page. */
  afterOrder: boolean;
  /** When the shopper last dismissed the invitation (ms since the epoch), or null. */
  dismissedAt: number | null;
  now: number;
}

export function shouldInvite(moment: InstallMoment): boolean {
  if (moment.standalone || moment.way === null) return false;
  if (moment.dismissedAt !== null && moment.now - moment.dismissedAt < DISMISSED_FOR_MS) return false;
  return moment.afterOrder || moment.visits >= 2;
}

/** iPhone and iPad Safari (iPadOS reports itself as a Mac with touch); other iOS browsers cannot install. */
export function isIosSafari(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  const ios = /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
  return (
    ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|FBAN|FBAV|Instagram|Line\//.test(userAgent)
  );
}

export function isAfterOrder(pathname: string): boolean {
  return /^\/(order_success\/|guest_order_success(\/|$))/.test(pathname);
}

/** What the browser remembers between visits (localStorage). */
export interface InstallRecord {
  visits: number;
  dismissedAt: number | null;
}

const RECORD_KEY = 'shop.installInvitation';
/** Set for the life of a tab: its first page counts one visit. */
const VISIT_KEY = 'shop.visitCounted';

export function readInstallRecord(storage: Pick<Storage, 'getItem'>): InstallRecord {
  try {
    const parsed = JSON.parse(storage.getItem(RECORD_KEY) ?? '{}') as Partial<InstallRecord>;
    return {
      visits: Number.isInteger(parsed.visits) ? (parsed.visits as number) : 0,
      dismissedAt: typeof parsed.dismissedAt === 'number' ? parsed.dismissedAt : null,
    };
  } catch {
    return { visits: 0, dismissedAt: null };
  }
}

function writeInstallRecord(storage: Pick<Storage, 'setItem'>, record: InstallRecord): void {
  try {
    storage.setItem(RECORD_KEY, JSON.stringify(record));
  } catch {
    // Private mode or a full storage: the invitation then counts no visits and so stays away.
  }
}

/** Counts this tab's visit once and answers the record with it. */
export function countVisit(
  local: Pick<Storage, 'getItem' | 'setItem'>,
  session: Pick<Storage, 'getItem' | 'setItem'>,
): InstallRecord {
  const record = readInstallRecord(local);
  if (session.getItem(VISIT_KEY) !== null) return record;
  try {
    session.setItem(VISIT_KEY, '1');
  } catch {
    return record;
  }
  const counted = { ...record, visits: record.visits + 1 };
  writeInstallRecord(local, counted);
  return counted;
}

export function rememberDismissed(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): void {
  writeInstallRecord(storage, { ...readInstallRecord(storage), dismissedAt: now });
}
