// Where a signed-out user was going, so signing in continues there.
const KEY = 'crm.returnTo';

export function rememberReturnPath(path: string): void {
  if (!path.startsWith('/login')) sessionStorage.setItem(KEY, path);
}

export function takeReturnPath(): string | null {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path;
}
