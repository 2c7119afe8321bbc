import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmPrompt } from './ConfirmPrompt.tsx';
import { ProgressView } from './ProgressView.tsx';
import { Table } from './Table.tsx';
import { TextPrompt } from './TextPrompt.tsx';

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('Table', () => {
  it('aligns columns under a header and shows the footer', () => {
    const { lastFrame } = render(
      <Table
        header={['№', 'Название']}
        rows={[
          ['1', 'ООО «Ромашка»'],
          ['12', 'ИП Котов'],
        ]}
        footer="всего записей: 2"
      />,
    );
    const lines = lastFrame()!.split('\n');
    expect(lines[0]).toMatch(/^№\s+Название/);
    expect(lines[1].indexOf('ООО')).toBe(lines[0].indexOf('Название'));
    expect(lines[2]).toMatch(/^12\s+ИП Котов/);
    expect(lastFrame()).toContain('всего записей: 2');
  });

  it('says so when there are no rows', () => {
    expect(render(<Table header={['№']} rows={[]} />).lastFrame()).toContain('Нет записей');
  });
});

describe('ProgressView', () => {
  it('shows counts, rate, ETA and failures', () => {
    const { lastFrame } = render(
      <ProgressView title="Экспорт: Заказы" done={40} failed={10} total={100} startedAt={0} now={10_000} width={10} />,
    );
    const frame = lastFrame()!;
    expect(frame).toContain('Экспорт: Заказы');
    expect(frame).toContain('█████░░░░░');
    expect(frame).toContain('50/100');
    expect(frame).toContain('ошибок: 10');
    expect(frame).toContain('5,0/с');
    expect(frame).toContain('осталось 0:10');
  });

  it('marks a total the server only counted up to as "N+"', () => {
    const frame = render(
      <ProgressView title="x" done={1} failed={0} total={10000} exact={false} startedAt={0} now={1000} />,
    ).lastFrame()!;
    expect(frame).toContain('1/10 000+');
  });
});

describe('ConfirmPrompt', () => {
  it.each([
    ['y', true],
    ['д', true],
    ['n', false],
    ['\r', false],
    ['\u001b', false],
  ])('answers %j with %s', async (keys, expected) => {
    const onAnswer = vi.fn();
    const { stdin, lastFrame } = render(
      <ConfirmPrompt question="Удалить записей: 3?" onAnswer={onAnswer} onInterrupt={vi.fn()} />,
    );
    expect(lastFrame()).toContain('Удалить записей: 3? [y/N]');
    await tick();
    stdin.write(keys);
    await tick();
    expect(onAnswer).toHaveBeenCalledWith(expected);
  });

  it('ignores other keys', async () => {
    const onAnswer = vi.fn();
    const { stdin } = render(<ConfirmPrompt question="?" onAnswer={onAnswer} onInterrupt={vi.fn()} />);
    await tick();
    stdin.write('x');
    await tick();
    expect(onAnswer).not.toHaveBeenCalled();
  });
});

// Issue 24 item 5: 'Ctrl+C at a [y/N] prompt is ignored (the process stays)'. At a prompt the
// terminal is raw, so Ctrl+C comes as the key \u0003, not as SIGINT.
describe('Ctrl+C at a prompt', () => {
  it('interrupts the confirmation instead of answering it', async () => {
    const onAnswer = vi.fn();
    const onInterrupt = vi.fn();
    const { stdin } = render(
      <ConfirmPrompt question="Оплатить 3 счёта?" onAnswer={onAnswer} onInterrupt={onInterrupt} />,
    );
    await tick();
    stdin.write('\u0003');
    await tick();
    expect(onInterrupt).toHaveBeenCalledOnce();
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('interrupts a text prompt (the password of crm login)', async () => {
    const onInterrupt = vi.fn();
    const onSubmit = vi.fn();
    const { stdin } = render(
      <TextPrompt label="Пароль" mask onSubmit={onSubmit} onCancel={vi.fn()} onInterrupt={onInterrupt} />,
    );
    await tick();
    stdin.write('\u0003');
    await tick();
    expect(onInterrupt).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('TextPrompt', () => {
  it('masks a password, erases with Backspace and submits with Enter', async () => {
    const onSubmit = vi.fn();
    const { stdin, lastFrame } = render(
      <TextPrompt label="Пароль" mask onSubmit={onSubmit} onCancel={() => {}} onInterrupt={vi.fn()} />,
    );
    await tick();
    stdin.write('секрет');
    await tick();
    expect(lastFrame()).toContain('Пароль: ••••••');
    expect(lastFrame()).not.toContain('секрет');
    stdin.write('\u007f');
    await tick();
    stdin.write('\r');
    await tick();
    expect(onSubmit).toHaveBeenCalledWith('секре');
  });

  it('submits pasted text that ends with a line break', async () => {
    const onSubmit = vi.fn();
    const { stdin } = render(
      <TextPrompt label="E-mail" onSubmit={onSubmit} onCancel={() => {}} onInterrupt={vi.fn()} />,
    );
    await tick();
    stdin.write('buh@firma.ru\r');
    await tick();
    expect(onSubmit).toHaveBeenCalledWith('buh@firma.ru');
  });
});
