// The WhatsApp link of the support number (digits with the country code: no +, no 0). The numbers
// themselves are the admin's general settings (settings/site-settings.ts).

/** https://wa.me/<digits>, optionally with a prefilled message. */
export const whatsappLink = (number: string, text?: string): string => {
  const digits = number.replace(/\D/g, '');
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
};
