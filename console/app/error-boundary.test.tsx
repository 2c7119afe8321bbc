import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary.tsx';

// Issue 9, item 7: "an error boundary means no action ever leaves a blank page".
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let broken = true;
function Screen() {
  if (broken) throw new Error('Cannot read properties of undefined');
  return <p>Экран работает</p>;
}

describe('the error boundary', () => {
  it('shows a Russian heading, the error and a retry instead of a blank page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    render(
      <ErrorBoundary>
        <Screen />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Экран не удалось показать');
    expect(alert.textContent).toContain('Cannot read properties of undefined');
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(screen.getByText('Экран работает')).toBeTruthy();
  });

  it('starts over when the route changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    const { rerender } = render(
      <ErrorBoundary resetKey="/orders">
        <Screen />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    broken = false;
    rerender(
      <ErrorBoundary resetKey="/contractors">
        <Screen />
      </ErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Экран работает')).toBeTruthy();
  });
});
