/**
 * Chromium's install prompt (`beforeinstallprompt`, Android and desktop) fires once, early, often before the
 * app's code has arrived (main.tsx waits for the page's picture first). The entry catches it and holds it on
 * the window (the browser's own mini-infobar stays away): the entry imports no module it would share with
 * this lazy one, as a shared module becomes a chunk of its own on the first view. The invitation offers the
 * held prompt later, at a moment that makes sense (installTiming.ts).
 */

/** The event Chromium fires when the shop can be installed (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Where main.tsx holds the prompt, and the event it fires when it does. */
export const HELD_PROMPT_KEY = 'shopInstallPrompt';
export const PROMPT_HELD_EVENT = 'shop-install-prompt';

type PromptSlot = Record<typeof HELD_PROMPT_KEY, BeforeInstallPromptEvent | null | undefined>;
const slot = () => window as unknown as PromptSlot;
const CHANGED = 'shop-install-prompt-changed';

/** The held prompt, or null (none yet, already used, or a browser without one: Safari, Firefox). */
export function heldInstallPrompt(): BeforeInstallPromptEvent | null {
  return slot()[HELD_PROMPT_KEY] ?? null;
}

/** A prompt can be shown once: the invitation takes it to show it. */
export function takeInstallPrompt(): BeforeInstallPromptEvent | null {
  const prompt = heldInstallPrompt();
  slot()[HELD_PROMPT_KEY] = null;
  if (prompt) dispatchEvent(new Event(CHANGED));
  return prompt;
}

/**
 * Calls `listener` when a prompt arrives or is used up (taken, or the shop installed); answers how to stop.
 * Listens only while asked: the module is also evaluated on the server, which has no window.
 */
export function onInstallPromptChange(listener: () => void): () => void {
  const installed = () => {
    slot()[HELD_PROMPT_KEY] = null;
    listener();
  };
  addEventListener(PROMPT_HELD_EVENT, listener);
  addEventListener(CHANGED, listener);
  addEventListener('appinstalled', installed);
  return () => {
    removeEventListener(PROMPT_HELD_EVENT, listener);
    removeEventListener(CHANGED, listener);
    removeEventListener('appinstalled', installed);
  };
}
