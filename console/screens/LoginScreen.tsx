import './altcha-widget.ts';
import type {} from 'altcha/types/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { api } from '../app/api.ts';
import { takeReturnPath } from '../app/return-path.ts';
import { useSession } from '../stores/session-store.ts';

interface AltchaElement extends HTMLElement {
  reset?: () => void;
  verify?: () => Promise<unknown>;
}

/**
 * Sign in: e-mail, password and the ALTCHA proof of work. The proof starts when the page opens and
 * runs unseen (auto="onload", display="invisible"), so e-mail, Tab, password, Enter is the whole
 * sign-in: an Enter pressed before the proof is ready is kept and submits when it is.
 */
export function LoginScreen() {
  const [, navigate] = useLocation();
  const signedIn = useSession((s) => s.signedIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [payload, setPayload] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [checkFailed, setCheckFailed] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const widget = useRef<AltchaElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const el = widget.current;
    if (!el) return;
    // The widget reports its state and, once verified, the base64 payload for the server.
    const onState = (e: Event) => {
      const detail = (e as CustomEvent<{ state: string; payload?: string }>).detail;
      setPayload(detail.state === 'verified' ? (detail.payload ?? '') : '');
      setCheckFailed(detail.state === 'error' || detail.state === 'expired');
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, []);

  // The Enter that came before the proof: sign in as soon as the payload is there.
  useEffect(() => {
    if (payload && waiting) form.current?.requestSubmit();
  }, [payload, waiting]);

  const recheck = () => {
    setCheckFailed(false);
    widget.current?.reset?.();
    void widget.current?.verify?.();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    // The form skips the browser's own check (noValidate): the widget's hidden required box is
    // invalid until the proof is done and would swallow an early Enter. Our two fields are checked here.
    const invalid = [...(form.current?.querySelectorAll<HTMLInputElement>('input[id^="login-"]') ?? [])].find(
      (input) => !input.checkValidity(),
    );
    if (invalid) {
      invalid.reportValidity();
      return;
    }
    if (!payload) {
      setWaiting(true);
      return;
    }
    setWaiting(false);
    setBusy(true);
    setError('');
    try {
      const me = await api.signIn(email.trim(), password, payload);
      signedIn(me);
      navigate(takeReturnPath() ?? '/orders', { replace: true });
    } catch (err) {
      setError((err as Error).message);
      // A solution is accepted once: the next attempt needs a new proof of work.
      setPayload('');
      recheck();
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="login">
      <form ref={form} className="login-card" onSubmit={submit} aria-labelledby="login-title" noValidate>
        <h1 id="login-title">Вход в CRM</h1>
        <label htmlFor="login-email">E-mail</label>
        <input
          id="login-email"
          type="email"
          autoComplete="username"
          // biome-ignore lint/a11y/noAutofocus: the login page has one job.
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
        <altcha-widget ref={widget} challenge="/api/altcha/challenge" auto="onload" display="invisible" language="ru" />
        {error && (
          <p className="error-box" role="alert">
            {error}
          </p>
        )}
        {checkFailed && (
          <p className="error-box" role="alert">
            Проверка ALTCHA не прошла.{' '}
            <button type="button" onClick={recheck}>
              Повторить
            </button>
          </p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          {busy || (waiting && !checkFailed) ? 'Вход…' : 'Войти'}
        </button>
      </form>
    </main>
  );
}
