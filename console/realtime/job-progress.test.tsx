import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JobProgressDock } from './JobProgressDock.tsx';
import { jobEvent, useJobProgress } from './job-progress-store.ts';

// Issue 12 item 5: 'Mass sending runs as a background job with progress on the user's notification
// channel'; the brief: events {type: 'job_progress' | 'job_done' | 'job_failed', job_id, ...}.
afterEach(() => {
  cleanup();
  useJobProgress.setState({ jobs: [] });
});

const dock = () => screen.queryByRole('region', { name: 'Фоновые задачи' });

describe('the job progress dock', () => {
  it('follows a started job from «в очереди» through its progress and leaves when it is done', () => {
    render(<JobProgressDock />);
    expect(dock()).toBeNull();
    act(() => useJobProgress.getState().follow(77, 'Массовая отправка PDF: счетов 3'));
    expect(dock()?.textContent).toContain('в очереди');
    act(() => jobEvent('/notification/1', { type: 'job_progress', job_id: 77, kind: 'mass_send', done: 1, total: 3 }));
    expect(dock()?.textContent).toContain('Массовая отправка PDF: счетов 3');
    expect(dock()?.textContent).toContain('1 из 3');
    const bar = screen.getByRole('progressbar') as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([1, 3]);
    act(() => jobEvent('/notification/1', { type: 'job_progress', job_id: 77, done: 3, total: 3 }));
    expect(dock()?.textContent).toContain('3 из 3');
    act(() =>
      jobEvent('/notification/1', {
        type: 'job_done',
        job_id: 77,
        result: { notice: { type: 'success', text: 'ok' } },
      }),
    );
    expect(dock()).toBeNull();
  });

  it('shows a job started elsewhere by its progress alone, and drops a failed one', () => {
    render(<JobProgressDock />);
    act(() => jobEvent('/notification/1', { type: 'job_progress', job_id: 5, done: 2, total: 10 }));
    expect(dock()?.textContent).toContain('Фоновая задача № 5');
    act(() => jobEvent('/messages/1', { type: 'job_failed', job_id: 5 }));
    expect(dock()).not.toBeNull();
    act(() => jobEvent('/notification/1', { type: 'job_failed', job_id: 5, text: 'Ошибка' }));
    expect(dock()).toBeNull();
  });
});
