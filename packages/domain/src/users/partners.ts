// The company's partners: landlords, contractors and their sub-contractors, vendors (issue 9).
export * from './partners-calls';
export * from './partners-categories';
export * from './partners-messages';
export * from './partners-schemas';
