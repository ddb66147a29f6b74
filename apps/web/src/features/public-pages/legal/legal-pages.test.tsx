import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../../test/setup-i18n';
import { AboutPage, DisclaimerPage, PrivacyPolicyPage, TermsPage } from './legal-pages';

async function textOf(page: () => React.JSX.Element, language: 'en' | 'cn') {
  await setupTestI18n(language);
  const { container, unmount } = render(page());
  const text = container.textContent ?? '';
  unmount();
  return text;
}

// product §1 and §9: the facts the terms and the privacy policy must state, in both languages.
const FACTS = {
  en: {
    minors: /do not collect personal data from people under 18/,
    retention: /at least 5 years/,
    points: /non-monetary.*expire after a validity period and are non-transferable/s,
    law: /governed by the laws of Malaysia/,
  },
  cn: {
    minors: /不收集 18 岁以下人士的个人数据/,
    retention: /至少 5 年/,
    points: /不具货币价值.*有效期届满后失效.*不可转让/s,
    law: /受马来西亚法律管辖/,
  },
} as const;

describe('terms and privacy policy', () => {
  for (const language of ['en', 'cn'] as const) {
    it(`/pp states the spec facts and PDPA rights (${language})`, async () => {
      const text = await textOf(PrivacyPolicyPage, language);
      for (const fact of Object.values(FACTS[language])) expect(text).toMatch(fact);
      const rights =
        language === 'en' ? ['Access', 'Correction', 'Withdraw consent'] : ['查阅', '更正', '撤回同意'];
      for (const right of rights) expect(text).toContain(right);
      expect(text).toContain(language === 'en' ? 'PDPA' : 'PDPA');
    });

    it(`/tnc states the booking, cancellation, points, law and office-hour facts (${language})`, async () => {
      const text = await textOf(TermsPage, language);
      const { minors, points, law } = FACTS[language];
      for (const fact of [minors, points, law]) expect(text).toMatch(fact);
      if (language === 'en') {
        expect(text).toMatch(
          /held until the operator approves your booking.*released after the inventory \(snag\) list/s,
        );
        expect(text).toMatch(/full refund of what you paid, except credit-check fees/);
        expect(text).toMatch(/operator and the company may each claim 50% of the payment/);
        expect(text).toMatch(
          /Monday to Friday 8\.30 am to 6\.30 pm, Saturday 8\.30 am to 1\.00 pm, closed on Sunday and public holidays/,
        );
      } else {
        expect(text).toMatch(/保留，直至物业管理方批准您的预订.*入住后，订金才会放款/s);
        expect(text).toMatch(/全额退款，信用审查费用除外/);
        expect(text).toMatch(/物业管理方和本公司可各自索取该笔付款的 50%/);
        expect(text).toMatch(
          /星期一至星期五上午 8:30 至下午 6:30，星期六上午 8:30 至下午 1:00，星期日及公共假期休息/,
        );
      }
    });
  }
});

describe('text pages', () => {
  it('render their title as the page heading, with sections and bullet lists', async () => {
    await setupTestI18n('en');
    render(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '3. People under 18' })).toBeTruthy();
    expect(screen.getAllByRole('list').length).toBeGreaterThan(1);
    expect(document.title).toBe('Privacy Policy · Sewa');
  });

  it('show about and disclaimer in Chinese', async () => {
    await setupTestI18n('cn');
    const { unmount } = render(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: '关于 Sewa' })).toBeTruthy();
    unmount();
    render(<DisclaimerPage />);
    expect(screen.getByRole('heading', { level: 1, name: '免责声明' })).toBeTruthy();
    await setupTestI18n('en');
  });
});
