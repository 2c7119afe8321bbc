import { Component, type ErrorInfo, type ReactNode } from 'react';
import { texts } from '../../core/texts.ts';

interface Props {
  children: ReactNode;
  /** A new value (the route) starts over: leaving a broken screen must not keep the error. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/**
 * A render error anywhere below shows a Russian sentence, the error text and a way on, never a blank
 * page. Around the screen (the navigation stays usable) and around the whole app.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The console is the only place a developer sees the component stack.
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className="error-screen" role="alert">
        <h1>Экран не удалось показать</h1>
        <p className="error-box">{error.message || texts.error}</p>
        <p>
          <button type="button" className="primary" onClick={() => this.setState({ error: null })}>
            {texts.retry}
          </button>{' '}
          <button type="button" onClick={() => location.reload()}>
            Перезагрузить страницу
          </button>{' '}
          <a href="/orders">К заказам</a>
        </p>
      </section>
    );
  }
}
