// Web storage can throw (private mode, disabled cookies, quota); the app must keep working without it.
type TArea = 'local' | 'session';

const area = (which: TArea): Storage | undefined => {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
};

export function readStorage(which: TArea, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(which: TArea, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Nothing to do: the value just will not survive a reload.
  }
}

export function removeStorage(which: TArea, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Same as above.
  }
}

export function clearAllStorage(): void {
  for (const which of ['local', 'session'] as const) {
    try {
      area(which)?.clear();
    } catch {
      // Same as above.
    }
  }
}
