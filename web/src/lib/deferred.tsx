import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { afterFirstView } from './afterFirstView.ts';
import { withAllMessagesLoaded } from './intl.tsx';

/** Each part waits for a turn of its own: loading them all at once (their imports and preloads) was one long task. */
const firstViewSettled = () => new Promise<void>((resolve) => afterFirstView(resolve));

/**
 * A part that nobody needs in the first seconds (the footer, the back-to-top button, session notices, the
 * home page's video strip): its code and the complete messages load once the first view has settled
 * (lib/afterFirstView.ts), keeping them off the first view's network and main thread. On a page the server
 * rendered, its markup is there from the start and comes alive then; on the server it renders at once. On a
 * page the browser renders, `Placeholder` (nothing by default) holds its place until then.
 */
export function deferred<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Placeholder?: ComponentType<Props>,
): ComponentType<Props> {
  const Lazy = lazy(async () => {
    await firstViewSettled();
    return { default: await withAllMessagesLoaded(load()) };
  });
  return function Deferred(props: Props) {
    return (
      <Suspense fallback={Placeholder ? <Placeholder {...props} /> : null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/**
 * A part that is mounted on demand (a pop-up's content, the member's menu): its code and the complete
 * messages load together when it first renders, so its messages stay out of the first view's catalogue.
 * Render it inside a Suspense boundary.
 */
export function onDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: await withAllMessagesLoaded(load()) }));
}
