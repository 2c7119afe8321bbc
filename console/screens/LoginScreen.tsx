import './altcha-widget.ts';
import type {} from 'altcha/types/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { api } from '../app/api.ts';
import { takeReturnPath } from '../app/return-path.ts';
import { type Me, useSession } from '../stores/session-store.ts';

interface AltchaElement extends HTMLElement {
  reset?: () => void;
}

/** Sign in: e-mail, password and the ALTCHA proof of work; submit waits for the widget's payload. */
export function LoginScreen() {
  const [, navigate] = useLocation();
  const signedIn = useSession((s) => s.signedIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [payload, setPayload] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const widget = useRef<AltchaElement>(null);

  useEffect(() => {
    const el = widget.current;
    if (!el) return;
    // The widget reports its state and, once verified, the base64 payload for the server.
    const onState = (e: Event) => {
      const detail = (e as CustomEvent<{ state: string; payload?: string }>).detail;
      setPayload(detail.state === 'verified' ? (detail.payload ?? '') : '');
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!payload || busy) return;
    setBusy(true);
    setError('');
    try {
      const me = await api.signIn(email.trim(), password, payload);
      signedIn(me as unknown as Me);
      navigate(takeReturnPath() ?? '/orders', { replace: true });
    } catch (err) {
      setError((err as Error).message);
      // A solution is accepted once: the next attempt needs a new proof of work.
      setPayload('');
      widget.current?.reset?.();
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="login">
      <form className="login-card" onSubmit={submit} aria-labelledby="login-title">
        <h1 id="login-title">Вход в CRM</h1>
        <label htmlFor="login-email">E-mail</label>
        <input
          id="login-email"
          type="email"
          autoComplete="username"
          // biome-ignore lint/a11y/noAutofocus: the login page has one job; focusing the e-mail also starts the proof of work.
          autoFocus
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <label htmlFor="login-password">Пароль</label>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <altcha-widget ref={widget} challenge="/api/altcha/challenge" auto="onfocus" language="ru" />
        {error && (
          <p className="error-box" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={!payload || busy}>
          {busy ? 'Вход…' : 'Войти'}
        </button>
      </form>
    </main>
  );
}
