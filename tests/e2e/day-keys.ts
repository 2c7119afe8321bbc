import type { Page } from 'playwright-core';
import { typeRussian } from './browser.ts';

/**
 * Every key press of a keyboard-only browser test, counted (issue 22: the dispatcher's day in
 * keystrokes, before and after). A chord (Ctrl+S, Shift for a capital) is one press; a typed
 * character is one. Steps are named as they start; the counts are printed per step and in total.
 */
export class DayKeys {
  total = 0;
  private readonly steps: [string, number][] = [];
  private current: string | null = null;
  private inStep = 0;

  constructor(public page: Page) {}

  /** Starts counting a new step (null ends the last one). */
  step(name: string | null): void {
    if (this.current !== null) {
      this.steps.push([this.current, this.inStep]);
      console.log(`dispatcher day step «${this.current}»: ${this.inStep}`);
    }
    this.current = name;
    this.inStep = 0;
  }

  private count(n: number): void {
    this.total += n;
    this.inStep += n;
  }

  async press(key: string): Promise<void> {
    this.count(1);
    await this.page.keyboard.press(key);
  }

  /** Latin letters, digits and signs: keys of the US layout. */
  async type(text: string): Promise<void> {
    this.count([...text].length);
    await this.page.keyboard.type(text);
  }

  /** Russian text, each character a press of its ЙЦУКЕН key. */
  async russian(text: string): Promise<void> {
    this.count([...text].length);
    await typeRussian(this.page, text);
  }

  /** Tab until the element with this id has the focus, as a person would (at most 40 presses). */
  async tabTo(id: string): Promise<void> {
    for (let i = 0; i < 40; i++) {
      if ((await this.page.evaluate(() => document.activeElement?.id ?? '')) === id) return;
      await this.press('Tab');
    }
    throw new Error(`40 Tab presses did not reach #${id}`);
  }

  /** Tab until a button with this text has the focus (at most 40 presses). */
  async tabToText(text: string | RegExp): Promise<void> {
    for (let i = 0; i < 40; i++) {
      const shown = await this.page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
      if (typeof text === 'string' ? shown === text : text.test(shown)) return;
      await this.press('Tab');
    }
    throw new Error(`40 Tab presses did not reach «${text}»`);
  }

  /** Ctrl+W closes a tab in a browser (the key reaches no page under CDP, so the tab is closed for it). */
  async closeTab(back: Page): Promise<void> {
    this.count(1);
    await this.page.close();
    this.page = back;
    await back.bringToFront();
  }

  /** The steps and the total, printed once at the end. */
  report(): void {
    this.step(null);
    for (const [name, n] of this.steps) console.log(`  ${name}: ${n}`);
    console.log(`dispatcher day keystrokes: ${this.total}`);
  }
}
