import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface State {
  error: unknown;
}

/**
 * Catches a screen whose code failed to load or render, and shows RouteError instead of a blank
 * page. The app keys it by path, so navigating elsewhere gives the next screen a fresh start.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
