import { useLocation } from 'wouter';
import { paths } from '@shared/routes.ts';
import { buttonClasses } from '../ui/button.tsx';
import { useAuth } from '../../features/auth/use-auth.ts';
import { Logo } from './logo.tsx';
import { ThemeMenu } from './theme-switcher.tsx';

/**
 * The header of the pages that stand between signing up and the app (email and age checks). The
 * dashboard would only send the visitor back here, so there is no Dashboard button and the logo
 * goes home; a signed-in visitor can always log out instead.
 */
export function GateHeader() {
  const { identityUser, logout } = useAuth();
  const [, navigate] = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Logo />
        <div className="ml-auto flex items-center gap-1.5">
          <ThemeMenu />
          {identityUser ? (
            <button
              type="button"
              className={buttonClasses('secondary', 'md', 'px-5')}
              onClick={async () => {
                await logout();
                navigate(paths.home, { replace: true });
              }}
            >
              Log out
            </button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
