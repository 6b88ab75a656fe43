/**
 * Chromium's install prompt (`beforeinstallprompt`, Android and desktop) fires once, early, often before the
 * app's code has arrived (main.tsx waits for the page's picture first). The entry captures it here and holds
 * it (the browser's own mini-infobar stays away), so the invitation can offer it later, at a moment that
 * makes sense (installInvitation.ts). Kept tiny: it travels in the entry.
 */

/** The event Chromium fires when the shop can be installed (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let held: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Starts holding the browser's install prompt; called once by the entry. */
export function captureInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    held = event as BeforeInstallPromptEvent;
    changed();
  });
  addEventListener('appinstalled', () => {
    held = null;
    changed();
  });
}

/** The held prompt, or null (none yet, already used, or a browser without one: Safari, Firefox). */
export function heldInstallPrompt(): BeforeInstallPromptEvent | null {
  return held;
}

/** A prompt can be shown once: the invitation takes it to show it. */
export function takeInstallPrompt(): BeforeInstallPromptEvent | null {
  const prompt = held;
  held = null;
  if (prompt) changed();
  return prompt;
}

/** Calls `listener` when a prompt arrives or is used up; answers how to stop. */
export function onInstallPromptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
