import type { Plugin } from 'vite';

const definition = 'function __insertCSS(code) {';

/**
 * sonner injects its stylesheet as a <style> element when it loads, which the console's CSP
 * (style-src 'self', no 'unsafe-inline') refuses. The console imports `sonner/dist/styles.css` as a
 * file instead (App.tsx), and this build step makes sonner's injector return at once. A sonner
 * release that renames the injector fails the build here, rather than bringing the inline style back.
 */
export function sonnerStyleFile(): Plugin {
  return {
    name: 'sonner-style-file',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      if (!code.includes(definition)) this.error(`sonner-style-file: «${definition}» not found in ${id}`);
      return { code: code.replace(definition, `${definition}\n  return;`), map: null };
    },
  };
}
