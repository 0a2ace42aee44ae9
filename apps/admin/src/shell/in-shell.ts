import { createContext, useContext } from 'react';

/** True inside the admin shell. */
export const InShellContext = createContext(false);

/** Screens shared with public pages (not found) size themselves by it. */
export const useIsInShell = () => useContext(InShellContext);
