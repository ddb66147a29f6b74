import { LegalDocument } from './legal-document';

// One screen per route so the registry can load each lazily by name.
export const AboutPage = () => <LegalDocument doc="about" />;
export const TermsPage = () => <LegalDocument doc="tnc" />;
export const PrivacyPolicyPage = () => <LegalDocument doc="pp" />;
export const DisclaimerPage = () => <LegalDocument doc="disclaimer" />;
