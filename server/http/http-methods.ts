/** Methods that only read: no CSRF token is asked for them, and they change nothing worth noticing. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isSafeMethod = (method: string): boolean => safeMethods.has(method);
