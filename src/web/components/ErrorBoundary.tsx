import { Component, type ReactNode } from "react";
import { useRouteError } from "react-router";
import { ErrorView } from "./ErrorView";

/** Catches render errors outside the router (the router's own errors use RouteErrorView). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <ErrorView error={this.state.error} onRetry={() => this.setState({ error: undefined })} />;
  }
}

/** The router's error element: the same view, retry reloads the page. */
export function RouteErrorView() {
  const error = useRouteError();
  return <ErrorView error={error} onRetry={() => window.location.reload()} />;
}
