import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilePicker } from './FilePicker.tsx';

afterEach(cleanup);

// Issue 23 item 12: 'file inputs read «Choose File» in an English browser'.
describe('the file picker', () => {
  it('reads in Russian: a button «Выбрать файл» and «Файл не выбран» until a file is chosen', () => {
    const onFiles = vi.fn();
    const { rerender } = render(
      <FilePicker id="f" accept="application/pdf" label="Договор" chosen="" onFiles={onFiles} />,
    );
    expect(screen.getByRole('button').textContent).toBe('Выбрать файл');
    expect(screen.getByText('Файл не выбран')).toBeTruthy();
    const input = screen.getByLabelText('Договор') as HTMLInputElement;
    // The native input stays in the page for labels and tests, out of sight and out of the Tab order.
    expect(input.type).toBe('file');
    expect(input.className).toBe('sr-only');
    expect(input.tabIndex).toBe(-1);
    const pdf = new File(['%PDF'], 'договор.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(onFiles).toHaveBeenCalledWith([pdf]);
    rerender(<FilePicker id="f" accept="application/pdf" label="Договор" chosen="договор.pdf" onFiles={onFiles} />);
    expect(screen.getByText('договор.pdf')).toBeTruthy();
  });

  it('opens the browser’s file dialog from the button', () => {
    render(
      <FilePicker accept="image/png" label="Картинка" button="Заменить картинку" chosen={null} onFiles={() => {}} />,
    );
    const click = vi.spyOn(HTMLInputElement.prototype, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Заменить картинку: Картинка' }));
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });
});
