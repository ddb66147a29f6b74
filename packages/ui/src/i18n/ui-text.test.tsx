import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from '../empty-state';
import { fillText, UI_TEXT_CN, UI_TEXT_EN } from './ui-text';
import { UiTextProvider, useUiLanguage, useUiText } from './ui-text-provider';

// Every path to a leaf string, so a key added to one language and forgotten in the other fails here.
const leaves = (value: unknown, path = ''): [string, unknown][] =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key))
    : [[path, value]];

describe('UI text dictionaries', () => {
  it('English and Chinese have the same keys, all filled', () => {
    const en = leaves(UI_TEXT_EN);
    const cn = leaves(UI_TEXT_CN);
    expect(cn.map(([k]) => k)).toEqual(en.map(([k]) => k));
    for (const [key, value] of [...en, ...cn]) {
      if (Array.isArray(value))
        expect(
          value.every((v) => typeof v === 'string' && v.length > 0),
          key,
        ).toBe(true);
      else expect(typeof value === 'string' && value.length > 0, key).toBe(true);
    }
    expect(UI_TEXT_CN.date.weekdays).toHaveLength(7);
    expect(UI_TEXT_CN.date.months).toHaveLength(12);
  });

  it('Chinese strings are actually translated where the spec fixes a text', () => {
    expect(UI_TEXT_EN.noResults).toBe('No Results');
    expect(UI_TEXT_CN.noResults).toBe('暂无结果');
    expect(UI_TEXT_EN.signature.required).toBe('Please sign your name to proceed');
    expect(UI_TEXT_CN.signature.required).not.toBe(UI_TEXT_EN.signature.required);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fillText('Page {page} of {pages}', { page: 2, pages: 3 })).toBe('Page 2 of 3');
    expect(fillText('Hi {name}', {})).toBe('Hi {name}');
  });
});

function Probe() {
  const text = useUiText();
  return <p>{`${useUiLanguage()}:${text.cancel}`}</p>;
}

describe('UiTextProvider', () => {
  it('defaults to English without a provider', () => {
    render(<Probe />);
    expect(screen.getByText('en:Cancel')).toBeTruthy();
  });

  it('gives the Chinese dictionary and language', () => {
    render(
      <UiTextProvider language="cn">
        <Probe />
        <EmptyState />
      </UiTextProvider>,
    );
    expect(screen.getByText('cn:取消')).toBeTruthy();
    expect(screen.getByText('暂无结果')).toBeTruthy();
  });

  it('accepts an overriding dictionary', () => {
    render(
      <UiTextProvider language="en" text={{ ...UI_TEXT_EN, cancel: 'Back' }}>
        <Probe />
      </UiTextProvider>,
    );
    expect(screen.getByText('en:Back')).toBeTruthy();
  });
});
