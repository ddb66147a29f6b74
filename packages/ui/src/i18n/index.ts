export { fillText, type TUiLanguage, type TUiText, UI_TEXT_CN, UI_TEXT_EN, UI_TEXTS } from './ui-text';
export { type TUiTextProviderProps, UiTextProvider, useUiLanguage, useUiText } from './ui-text-provider';
