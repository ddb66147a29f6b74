import type { TNotifyInput } from '../notifications/notify';

// In-app notifications the accounts module raises (both languages; the client shows its own).

export const welcomeNotice = (role: string): TNotifyInput => ({
  kind: 'account',
  title: { en: 'Welcome to Sewa', cn: '欢迎使用 Sewa' },
  body:
    role === 'operator'
      ? {
          en: 'Your company account is ready and your 14-day free trial has started.',
          cn: '您的公司账户已开通，14 天免费试用已开始。',
        }
      : {
          en: 'Your account is ready. Start by browsing properties.',
          cn: '您的账户已开通，现在就开始浏览房源吧。',
        },
  link: role === 'operator' ? '/operator/dashboard' : '/dashboard',
});

export const passwordChangedNotice = (): TNotifyInput => ({
  kind: 'security',
  title: { en: 'Password changed', cn: '密码已更改' },
  body: {
    en: 'Your password was changed and your other sessions were signed out. If this was not you, reset your password now.',
    cn: '您的密码已更改，其他设备上的登录已退出。如果这不是您本人的操作，请立即重置密码。',
  },
});

export const pinChangedNotice = (): TNotifyInput => ({
  kind: 'security',
  title: { en: 'PIN updated', cn: 'PIN 已更新' },
  body: {
    en: 'Your 6-digit payment PIN was set. If this was not you, contact support.',
    cn: '您的 6 位支付 PIN 已设置。如果这不是您本人的操作，请联系客服。',
  },
});

export const emailVerifiedNotice = (): TNotifyInput => ({
  kind: 'account',
  title: { en: 'E-mail verified', cn: '电子邮件已验证' },
  body: { en: 'Thank you, your e-mail address is verified.', cn: '谢谢，您的电子邮件地址已验证。' },
});

/** Sent once when a sign-in identifier reaches its account-wide ceiling of wrong passwords (ADR 0026). */
export const failedSignInsNotice = (): TNotifyInput => ({
  kind: 'security',
  title: { en: 'Failed sign-ins to your account', cn: '您的账户有多次登录失败' },
  body: {
    en: 'We saw many failed sign-ins to your Sewa account. To keep it safe, signing in will also ask for a one-time code sent to you. If this was not you, change your password.',
    cn: '我们发现您的 Sewa 账户有多次登录失败。为保护您的账户，登录时将另外要求输入发送给您的一次性验证码。如果这不是您本人的操作，请更改密码。',
  },
});
