/**
 * exceljs on first use: it takes about half a second to load, which only an XLSX export or an
 * .xlsx import should pay (a CSV export or a piped `crm list` never loads it).
 */
export async function loadExcel(): Promise<typeof import('exceljs')> {
  const loaded = (await import('exceljs')) as unknown as { default?: typeof import('exceljs') };
  return loaded.default ?? (loaded as unknown as typeof import('exceljs'));
}
