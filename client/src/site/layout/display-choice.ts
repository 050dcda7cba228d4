import { useEffect, useState } from "react";

// A visitor's display choice (text size, contrast): kept in localStorage and applied after
// hydration, since the server cannot know it and the first render must match the server's HTML.

export interface DisplayChoice<T> {
  storageKey: string;
  /** The kept choice, or the default. */
  read: () => T;
  /** Applies it to the page (a style or a class on <html>). */
  apply: (value: T) => void;
  stored: (value: T) => string;
}

/** The choice (null until read), whether the visitor changed it on this page, and how to change it. */
export function useDisplayChoice<T>(choice: DisplayChoice<T>) {
  const [value, setValue] = useState<T | null>(null);
  const [changed, setChanged] = useState(false);
  useEffect(() => setValue(choice.read()), [choice]);
  useEffect(() => {
    if (value === null) return;
    choice.apply(value);
    try {
      window.localStorage.setItem(choice.storageKey, choice.stored(value));
    } catch {
      // Private browsing may refuse storage: the choice still applies to this page.
    }
  }, [choice, value]);
  const change = (next: T) => {
    setValue(next);
    setChanged(true);
  };
  return { value, changed, change };
}
