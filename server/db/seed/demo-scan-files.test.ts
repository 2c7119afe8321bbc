import { describe, expect, it } from 'vitest';
import { sniffContent } from '../../files/content-kind.ts';
import { demoScanPdf, demoScanPng } from './demo-scan-files.ts';

// Issue 11 item 7: «real small PNG/PDF files written to DATA_DIR/files by the seed» — real enough to
// pass the upload's own content checks.
describe('demo scan files', () => {
  it('draws a whole PNG', async () => {
    const png = demoScanPng([52, 102, 178], 3);
    expect(await sniffContent(png)).toEqual({ kind: 'png', intact: true });
    expect(png.length).toBeLessThan(5000);
  });

  it('makes a whole one-page PDF', async () => {
    const pdf = await demoScanPdf('DEMO SCAN');
    expect(await sniffContent(pdf)).toEqual({ kind: 'pdf', intact: true });
  });
});
