import { launchBrowser, newPage, signIn, screenshot } from './browser.ts';
const browser = await launchBrowser();
const page = await newPage(browser, 'http://127.0.0.1:3100');
page.on('pageerror', (e) => console.log('pageerror:', e.stack));
await signIn(page);
for (const t of ['Перейти: Контрагенты', 'Перейти: Территории', 'Перейти: Статистика по месяцам']) {
  await page.keyboard.press('Control+k');
  await page.locator('.palette-search').waitFor();
  await page.keyboard.type(t);
  await page.waitForTimeout(800);
  console.log(await page.locator('.palette-item.active').allTextContents(), await page.locator('.palette-search').inputValue());
  await page.keyboard.press('Enter');
  await page.waitForTimeout(500);
  console.log(page.url());
}
await screenshot(page, 'dbg');
await browser.close();
