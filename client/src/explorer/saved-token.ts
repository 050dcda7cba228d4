// The API token typed into the explorer's field. By default it is kept for this tab only
// (sessionStorage: it survives a reload, and goes when the tab closes); "Remember" keeps it in
// this browser (localStorage) for people who use the explorer on their own computer. A token is
// a password: it is never kept without being asked on a shared college computer.

const KEY = "college-explorer:api-token";

export interface SavedToken {
  token: string;
  remember: boolean;
}

function storageOf(remember: boolean): Storage | null {
  try {
    return remember ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage refused (a browser's privacy settings): the token lives in the page only
  }
}

export function readSavedToken(): SavedToken {
  const remembered = storageOf(true)?.getItem(KEY);
  if (remembered) return { token: remembered, remember: true };
  return { token: storageOf(false)?.getItem(KEY) ?? "", remember: false };
}

export function saveToken({ token, remember }: SavedToken): void {
  storageOf(!remember)?.removeItem(KEY);
  const storage = storageOf(remember);
  if (token) storage?.setItem(KEY, token);
  else storage?.removeItem(KEY);
}
