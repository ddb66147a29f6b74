import { useUiLanguage } from '@sewa/ui';
import { UI_KIT_TEXT_CN } from './ui-kit-text-cn';
import { type TUiKitText, UI_KIT_TEXT_EN } from './ui-kit-text-en';

export type { TUiKitText };

export const UI_KIT_TEXT = { en: UI_KIT_TEXT_EN, cn: UI_KIT_TEXT_CN } as const;

export const useUiKitText = (): TUiKitText => UI_KIT_TEXT[useUiLanguage()];
