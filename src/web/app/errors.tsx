import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ServerErrorPage } from '#web/routes/errors/ServerErrorPage';

interface RouteBoundaryState {
  failed: boolean;
  pathname: string;
}

/** A render error below a route: a 500 page, until the user goes to another page. */
class RouteErrorBoundary extends Component<
  { pathname: string; children: ReactNode },
  RouteBoundaryState
> {
  override state: RouteBoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<RouteBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: { pathname: string },
    state: RouteBoundaryState,
  ): Partial<RouteBoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ServerErrorPage /> : this.props.children;
  }
}

/** The routes' error boundary (the router runs in declarative mode, without errorElement). */
export function RouteErrors({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary pathname={pathname}>{children}</RouteErrorBoundary>;
}

/** Last line of defence around the whole app (providers, router). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ServerErrorPage /> : this.props.children;
  }
}
