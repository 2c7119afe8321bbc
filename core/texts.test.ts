import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  accountAttachedToActs,
  chatMessage,
  fullErrorMessage,
  type TextKey,
  texts,
  unknownActivityPage,
  emptyListBecause,
} from './texts.ts';

// The spec documents live in ../shared beside the repository root; this file is in core/.
const read = (path: string) => readFileSync(new URL(`../../shared/${path}`, import.meta.url), 'utf8');
const spec = read('spec/01-orders-contractors-individuals.md') + read('spec/02-finance-administration.md');
const design = read('DESIGN.md');

// The spec quotes each message in single quotes; finding the quoted text proves it is verbatim.
const quotedInSpec: TextKey[] = [
  'empty',
  'saveFailed',
  'confirm',
  'download',
  'duplicatePriceLine',
  'duplicatePassport',
  'newClientConfirm',
  'individualsDataSent',
  'individualsDataSendFailed',
  'individualFired',
  'individualRestored',
  'error',
  'deployStarted',
  'deployRestarting',
  'deployDone',
  'unknownPagePrefix',
  'unknownEntity',
  'noPosition',
  'bulkPricesDone',
  'bulkPricesFailed',
  'massMailingDone',
  'massMailingFailed',
  'accountContractorMismatch',
  'accountNoDateOrNumber',
  'addAccountConfirm',
  'sendAccountConfirm',
  'qualityRecalcStarted',
  'calcNoItems',
  'calcFillAddress',
  'notAClient',
  'noAccess',
];

describe('texts quoted by the spec', () => {
  it.each(quotedInSpec)('%s appears verbatim in the spec', (key) => {
    expect(spec).toContain(`'${texts[key]}'`);
  });

  it('spec "with errors in the response \'завершена с ошибками\' (warning)"', () => {
    expect(spec).toContain("'завершена с ошибками'");
    expect(texts.massMailingDoneWithErrors).toBe(`${texts.massMailingDone} с ошибками`);
  });

  it.each<TextKey>(['historyStatus2', 'historyStatus3'])('%s is the label decided in DESIGN.md section 8', (key) => {
    expect(design).toContain(`'${texts[key]}'`);
  });

  it('spec "Deploy notice": the three notices are distinct', () => {
    expect(new Set([texts.deployStarted, texts.deployRestarting, texts.deployDone]).size).toBe(3);
  });
});

describe('message builders', () => {
  it.each([
    ['chatMessage', chatMessage('{sender}', 'HH:mm', '{text}')],
    ['accountAttachedToActs', accountAttachedToActs(['{numbers}'])],
  ])('%s with placeholders reproduces the spec template %j', (_name, built) => {
    expect(spec).toContain(`'${built}'`);
  });

  it.each([
    [chatMessage('Иванов', '09:05', 'Еду'), 'Сообщение от Иванов в 09:05: Еду'],
    [accountAttachedToActs([12, 15]), 'Данный счет прикреплен к акту(ам) №12, 15, сначала открепите его от акта'],
    [unknownActivityPage('/old/page'), 'Неизвестно - /old/page'],
    // Issue 23 item 10: the spec's word first, then the reason.
    [emptyListBecause('по запросу «Лесная»'), 'Пусто: ничего не найдено по запросу «Лесная»'],
    [fullErrorMessage('Название', texts.required), 'Название не может быть пустым'],
  ])('%s', (built, expected) => {
    expect(built).toBe(expected);
  });
});

describe('every text', () => {
  it.each(Object.entries(texts))('%s is trimmed and not empty', (_key, text) => {
    expect(text).toBe(text.trim());
    expect(text.length).toBeGreaterThan(0);
  });
});
