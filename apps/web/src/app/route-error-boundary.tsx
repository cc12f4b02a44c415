import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { RouteError } from './route-error';

interface CatcherProps {
  location: Location;
  children: ReactNode;
}

interface CatcherState {
  error: unknown;
  location: Location;
}

/** React catches render errors only in a class component's lifecycle. */
class Catcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<CatcherState> {
    return { error };
  }

  /** A new address clears the error, so a link from the error screen shows that page. */
  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState): Partial<CatcherState> | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError />;
  }
}

/**
 * The last resort of a group of screens: when one throws while rendering (or its lazy chunk fails to
 * load after a deploy), the group's layout gives way to the error screen until the address changes.
 * The router runs in its declarative mode (docs/decisions/040-the-router-in-declarative-mode.md),
 * which has no error boundaries of its own.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Catcher location={location}>{children}</Catcher>;
}
