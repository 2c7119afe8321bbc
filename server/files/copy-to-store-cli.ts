import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { copyFolderToStore } from './copy-to-store.ts';
import { fileStorageFromConfig, filesFromEnv } from './files-config.ts';

// `npm run files:copy-to-s3 [-- --from DIR]`: copies DATA_DIR/files (or DIR) into the store that
// FILES_URL=s3://… and S3_* name, before the server is started with them (docs/operations.md).
async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  const dataDir = resolve(process.env.DATA_DIR || './data');
  const files = filesFromEnv(process.env, dataDir);
  if (!files.s3) throw new Error('FILES_URL: задайте s3://корзина/папка и S3_* — туда копируются файлы');
  const from = resolve(values.from ?? files.dir);
  console.log(`Копирую ${from} → ${files.s3.endpoint}/${files.s3.bucket}/${files.s3.prefix}`);
  const report = await copyFolderToStore(from, fileStorageFromConfig({ files }), (n) =>
    console.log(`  скопировано файлов: ${n}`),
  );
  for (const path of report.skipped) console.log(`  пропущен (не файл сервера): ${path}`);
  const megabytes = (report.bytes / (1024 * 1024)).toFixed(1).replace('.', ',');
  console.log(`Готово: скопировано файлов ${report.copied} (${megabytes} МБ), пропущено ${report.skipped.length}`);
}

main().catch((e) => {
  // A store that did not answer says so in Russian; its cause (which request, which address) follows.
  console.error(e instanceof Error ? [e.message, e.cause].filter(Boolean).join('\n') : e);
  process.exit(1);
});
