// The PIN's code is bound to the account ('user:<id>'); it goes to the mobile, or the e-mail without one.
export const pinOtpKey = (userId: number) => `user:${userId}`;
