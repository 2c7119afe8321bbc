import { type ContentKind, contentKinds } from './content-kind.ts';

/**
 * A file name fit to show and to offer on download: the last part of whatever path the browser
 * sent, without control or path characters, at most 100 characters, ending in the extension of
 * what the content really is («паспорт.exe» holding a PNG becomes «паспорт.png»).
 */
export function safeFileName(sent: string, kind: ContentKind, fallback = 'файл'): string {
  const last = sent.split(/[\\/]/).at(-1) ?? '';
  const clean = last
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const stem =
    clean
      .replace(/\.[^.]*$/, '')
      .replace(/^\.+/, '')
      .slice(0, 90)
      .trim() || fallback;
  return `${stem}.${contentKinds[kind].ext}`;
}

/** Content-Disposition with the name in ASCII for old clients and UTF-8 (RFC 6266/5987) for the rest. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
