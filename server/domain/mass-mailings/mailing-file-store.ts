import { type ContentKind, contentKinds } from '../../files/content-kind.ts';
import type { MailAttachment } from '../../mail/mailer.ts';

/** Spec 02 §5 'Mass mailing file queue holds 1 file': a mailing's one file, by content. */
export const mailingFileKinds = ['pdf', 'jpg', 'png', 'webp'] as const satisfies readonly ContentKind[];

/** Where a mailing's file lives in the file storage; the kind is the extension of its stored name. */
export const mailingFileKey = (mailingId: number, kind: ContentKind) => `mass-mailings/${mailingId}.${kind}`;

export function kindOfName(fileName: string): ContentKind | null {
  const ext = fileName.split('.').at(-1)?.toLowerCase() ?? '';
  return (mailingFileKinds as readonly string[]).includes(ext) ? (ext as ContentKind) : null;
}

/** The mailing's file as a letter's attachment, or null when it is gone from the storage. */
export async function mailingFile(
  read: (key: string) => Promise<Buffer | null>,
  mailingId: number,
  fileName: string,
): Promise<MailAttachment | null> {
  const kind = kindOfName(fileName);
  if (!kind) return null;
  const content = await read(mailingFileKey(mailingId, kind));
  return content ? { filename: fileName, content, contentType: contentKinds[kind].mime } : null;
}
