import { launchBrowser, newPage, signIn } from './browser.ts';
const browser = await launchBrowser();
for (let i = 0; i < 4; i++) {
  const page = await newPage(browser, 'http://127.0.0.1:3100');
  await signIn(page);
  await page.locator('.grid-row').first().waitFor();
  await page.keyboard.press('Control+k');
  await page.waitForTimeout(700);
  console.log(i, await page.locator('.palette').count(), await page.evaluate(() => document.activeElement?.className));
  await page.context().close();
}
await browser.close();
