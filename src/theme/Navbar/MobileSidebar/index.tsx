/**
 * The mobile navigation drawer, loaded only where it can show: it renders
 * nothing on the server and on wide screens, so its code stays out of every
 * page's first load and arrives right after it on narrow screens.
 */
import {lazy, type ReactNode, Suspense} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

const NavbarMobileSidebar = lazy(() => import('@theme-original/Navbar/MobileSidebar'));

export default function NavbarMobileSidebarWhereShown(): ReactNode {
  if (!useNavbarMobileSidebar().shouldRender) return null;
  return (
    <Suspense fallback={null}>
      <NavbarMobileSidebar />
    </Suspense>
  );
}
