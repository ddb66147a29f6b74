export { ContactMessagesPage } from './contact-messages-page';
export { GeneralSettingsPage } from './general-settings-page';
