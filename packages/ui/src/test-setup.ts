import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadToastList } from './toast';

// In the browser the toasts load with the first one shown; tests have them from the start.
await loadToastList();

afterEach(() => cleanup());
