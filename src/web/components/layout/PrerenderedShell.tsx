import { useLocation } from 'react-router';
import { LoadingScreen } from './LoadingScreen';

/**
 * A signed-in screen's prerendered shell is not hydrated: the client's first
 * render has no session yet and its code is still loading. The markup the server sent is kept
 * and shown again, unchanged, as the fallback while that code loads, so the first client
 * render looks exactly like it (its styles stay in <head>); the layout then renders the same
 * shell from its own components (app/layouts/SignedInShell.tsx).
 */
let kept: { pathname: string; html: string } | null = null;

export function keepPrerenderedShell(container: HTMLElement): void {
  kept = { pathname: window.location.pathname, html: container.innerHTML };
}

/** The kept shell while the path is still the one it was made for; the spinner otherwise. */
export function PrerenderedShell() {
  const { pathname } = useLocation();
  if (kept?.pathname !== pathname) return <LoadingScreen minHeight="100vh" />;
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: kept.html }} />;
}
