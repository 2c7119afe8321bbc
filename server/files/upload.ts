import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.ts';
import { type ContentKind, sniffContent } from './content-kind.ts';

export interface UploadRules {
  maxBytes: number;
  /** The kinds this upload takes, by content (see content-kind.ts). */
  allowed: readonly ContentKind[];
  /** Russian refusal when the content is none of `allowed`, e.g. «Нужна картинка PNG, JPEG, WebP или SVG». */
  badType: string;
  /** The key of the 422 errors (the form field); 'file' unless told. */
  field?: string;
}

export interface Upload {
  data: Buffer;
  kind: ContentKind;
  /** The file name the browser sent (for display and downloads only; see safe-file-name.ts). */
  filename: string;
  /** The form's text fields sent beside the file (a scan's until and comment). */
  fields: Record<string, string>;
}

export const uploadTexts = {
  noFile: 'Выберите файл',
  empty: 'Файл пустой',
  oneFile: 'Можно загрузить только один файл',
  notMultipart: 'Ожидалась загрузка файла (multipart/form-data)',
  damaged: 'Файл повреждён или обрезан: его содержимое не читается',
  interrupted: 'Загрузка прервалась: файл пришёл не целиком, отправьте его ещё раз',
  tooLarge: (maxBytes: number) => `Файл больше ${Math.round(maxBytes / (1024 * 1024))} МБ`,
} as const;

/** @fastify/multipart's own (English) errors, as the Russian refusals this module gives. */
const multipartTexts: Record<string, (rules: UploadRules) => string> = {
  FST_REQ_FILE_TOO_LARGE: (r) => uploadTexts.tooLarge(r.maxBytes),
  FST_FILES_LIMIT: () => uploadTexts.oneFile,
  FST_PARTS_LIMIT: () => uploadTexts.oneFile,
  FST_FIELDS_LIMIT: () => uploadTexts.oneFile,
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => uploadTexts.notMultipart,
  FST_MP_PREMATURE_CLOSE: () => uploadTexts.interrupted,
};

/**
 * Busboy's errors carry no code: a body that ends inside the form (a dropped connection), and a
 * multipart Content-Type without its boundary (issue 26: a 500 on every upload route).
 */
const multipartText = (e: { code?: string; message?: string }) =>
  multipartTexts[e.code ?? ''] ??
  (/^Unexpected end of (multipart data|form)$/.test(e.message ?? '')
    ? () => uploadTexts.interrupted
    : /^Multipart: Boundary not found$/.test(e.message ?? '')
      ? () => uploadTexts.notMultipart
      : undefined);

const refuse = (rules: UploadRules, message: string) =>
  AppError.validation({ [rules.field ?? 'file']: [message] }, [message]);

/** Every part of the form read through: exactly one file (a second is refused, not ignored), within the size limit. */
async function readOnlyFile(request: FastifyRequest, rules: UploadRules): Promise<Omit<Upload, 'kind'>> {
  let data: Buffer | undefined;
  let filename = '';
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: rules.maxBytes, files: 2, fields: 8, parts: 10 } })) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (data) {
        part.file.resume();
        throw refuse(rules, uploadTexts.oneFile);
      }
      filename = part.filename ?? '';
      data = await part.toBuffer();
    }
  } catch (e) {
    const text = multipartText(e as { code?: string; message?: string });
    if (text) throw refuse(rules, text(rules));
    throw e;
  }
  if (!data) throw refuse(rules, uploadTexts.noFile);
  return { data, filename, fields };
}

/**
 * The one uploaded file of a multipart request, checked by its content: the kind from the magic
 * bytes (file-type), refused unless it is one of `rules.allowed` and its structure is whole. Every
 * refusal is a 422 on `rules.field` with a Russian message; nothing is written here.
 */
export async function receiveOneFile(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  const { data, filename, fields } = await readOnlyFile(request, rules);
  if (!data.length) throw refuse(rules, uploadTexts.empty);
  const sniffed = await sniffContent(data);
  if (!sniffed || !rules.allowed.includes(sniffed.kind)) throw refuse(rules, rules.badType);
  if (!sniffed.intact) throw refuse(rules, uploadTexts.damaged);
  return { data, kind: sniffed.kind, filename, fields };
}

/**
 * Writes beside the target under a unique name, then renames over it: a reader sees the old file or
 * the new one, never half of one, and a failed write leaves nothing behind.
 */
export async function writeFileAtomically(target: string, data: Uint8Array): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.part`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, target);
  } catch (e) {
    await rm(temporary, { force: true });
    throw e;
  }
}
