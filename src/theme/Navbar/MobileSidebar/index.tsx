/**
 * The mobile navigation drawer, loaded only where it can show: it renders
 * nothing on the server and on wide screens, so its code stays out of every
 * page's first load. On narrow screens it holds the whole docs sidebar
 * (hundreds of elements in the developer docs), so it is built once the
 * browser is idle after loading, in slices, or at once if the reader opens
 * the menu before that.
 */

import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {lazy, type ReactNode, Suspense} from 'react';
import {useReadyWhenIdle} from './useReadyWhenIdle';

const NavbarMobileSidebar = lazy(() => import('@theme-original/Navbar/MobileSidebar'));

export default function NavbarMobileSidebarWhereShown(): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const ready = useReadyWhenIdle(shouldRender);
  if (!shouldRender || !(ready || shown)) return null;
  return (
    <Suspense fallback={null}>
      <NavbarMobileSidebar />
    </Suspense>
  );
}
