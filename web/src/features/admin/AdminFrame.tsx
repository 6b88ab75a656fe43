import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { markAppReady } from '../../lib/appReady.ts';

/** Every back-office page sits in this: the app is live once it has mounted (lib/appReady.ts). */
export function AdminFrame() {
  useEffect(markAppReady, []);
  return <Outlet />;
}
