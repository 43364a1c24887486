import { defineMessages } from '../i18n';

/** Names the trail for assistive technology. */
export const breadcrumbMessages = defineMessages({
  en: { navigation: 'Breadcrumb' },
  he: { navigation: 'פירורי לחם' },
});
