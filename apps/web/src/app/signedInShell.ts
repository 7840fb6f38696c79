/**
 * Fetches antd and the signed-in shell (app/AntdShell.tsx). RootLayout draws every screen but the
 * sign-in page inside it; the sign-in form starts fetching it as soon as a valid form is sent, so the
 * first screen after sign-in does not wait for it.
 */
export const loadSignedInShell = () => import('./AntdShell');
