import { lazy, Suspense } from 'react';
import { Toaster } from 'sonner';
// A file, not sonner's injected <style>: the CSP allows no inline styles (console/build/sonner-style-file.plugin.ts).
import 'sonner/dist/styles.css';
import { Route, Switch } from 'wouter';
import { AuthGate } from './AuthGate.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { LoadingBar } from './LoadingBar.tsx';
import { Shell } from './Shell.tsx';

// The login screen carries the ALTCHA widget, which a signed-in user never needs.
const LoginScreen = lazy(() => import('../screens/LoginScreen.tsx').then((m) => ({ default: m.LoginScreen })));

/** Spec section 9: notices last 5 s by default. */
export const NOTICE_MS = 5000;

export function App() {
  return (
    <ErrorBoundary>
      <LoadingBar />
      {/* Lifted above the list's pager, which sits at the bottom right of every list screen. */}
      <Toaster
        position="bottom-right"
        offset={{ bottom: 64, right: 24 }}
        duration={NOTICE_MS}
        theme="system"
        richColors
        closeButton
        // Its own Alt+T took the focus while Alt+T opened «Новая задача» (issue 22 item 8): the notices
        // are reached by notices.focus of the key table (Alt+M) instead.
        hotkey={[]}
        containerAriaLabel="Уведомления"
        toastOptions={{ closeButtonAriaLabel: 'Закрыть уведомление' }}
      />
      <Switch>
        <Route path="/login">
          <Suspense fallback={null}>
            <LoginScreen />
          </Suspense>
        </Route>
        <Route>
          <AuthGate>
            <Shell />
          </AuthGate>
        </Route>
      </Switch>
    </ErrorBoundary>
  );
}
