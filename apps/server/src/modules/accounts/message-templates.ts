import type { TLanguage } from '@sewa/domain';

// Texts of the SMS and e-mails the accounts module sends, in the request's language.

export type TOtpPurpose = 'register' | 'reset-password' | 'pin' | 'login';

const OTP_WHAT: Record<TOtpPurpose, Record<TLanguage, string>> = {
  register: { en: 'registration', cn: '注册' },
  'reset-password': { en: 'password reset', cn: '重置密码' },
  pin: { en: 'PIN', cn: 'PIN' },
  login: { en: 'sign-in', cn: '登录' },
};

export function otpMessage(purpose: TOtpPurpose, code: string, lang: TLanguage) {
  const what = OTP_WHAT[purpose][lang];
  return lang === 'cn'
    ? {
        subject: `Sewa ${what}验证码`,
        body: `Sewa：您的${what}验证码是 ${code}，5 分钟内有效。请勿向任何人透露。`,
      }
    : {
        subject: `Your Sewa ${what} code`,
        body: `Sewa: your ${what} code is ${code}. It expires in 5 minutes. Never share it with anyone.`,
      };
}

export function verifyEmailMessage(link: string, lang: TLanguage) {
  return lang === 'cn'
    ? {
        subject: '请验证您的 Sewa 电子邮件地址',
        body: `请打开以下链接验证您的电子邮件地址（48 小时内有效）：\n${link}\n如果这不是您本人的操作，请忽略此邮件。`,
      }
    : {
        subject: 'Verify your Sewa e-mail address',
        body: `Open this link to verify your e-mail address (valid for 48 hours):\n${link}\nIf you did not ask for this, ignore this e-mail.`,
      };
}

export function resetPasswordMessage(link: string, lang: TLanguage) {
  return lang === 'cn'
    ? {
        subject: '重置您的 Sewa 密码',
        body: `请打开以下链接设置新密码（60 分钟内有效）：\n${link}\n如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。`,
      }
    : {
        subject: 'Reset your Sewa password',
        body: `Open this link to choose a new password (valid for 60 minutes):\n${link}\nIf you did not ask for this, ignore this e-mail; your password stays the same.`,
      };
}
