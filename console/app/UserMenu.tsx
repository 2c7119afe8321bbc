import { useLocation } from 'wouter';
import { api } from './api.ts';
import { usePaletteRequest } from '../commands/palette-request.ts';
import { useSession } from '../stores/session-store.ts';

export function UserMenu() {
  const me = useSession((s) => s.me);
  const signedOut = useSession((s) => s.signedOut);
  const [, navigate] = useLocation();
  const openPalette = usePaletteRequest((s) => s.request);
  const signOut = async () => {
    await api.signOut().catch(() => undefined);
    signedOut();
    navigate('/login', { replace: true });
  };
  return (
    <div className="top-bar">
      <button type="button" className="palette-button" onClick={openPalette}>
        Команды и поиск <kbd>Ctrl+K</kbd>
      </button>
      <details className="user-menu">
        <summary>{me?.name ?? me?.email}</summary>
        <div className="menu" role="menu">
          <span className="muted">{me?.email}</span>
          <button type="button" role="menuitem" onClick={signOut}>
            Выйти
          </button>
        </div>
      </details>
    </div>
  );
}
