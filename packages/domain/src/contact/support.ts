// Where people reach support (contact-us page, footers, PDFs). Change these for a deployment; the
// WhatsApp link is built from the number, so keep it digits only with the country code (no +, no 0).
export const SUPPORT_CONTACT = {
  whatsappNumber: '60123456789',
  phoneDisplay: '+60 3-2771 8800',
  phoneHref: 'tel:+60327718800',
  email: 'support@sewa.my',
} as const;

/** https://wa.me/<digits>, optionally with a prefilled message. */
export const whatsappLink = (number: string = SUPPORT_CONTACT.whatsappNumber, text?: string): string => {
  const digits = number.replace(/\D/g, '');
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
};
