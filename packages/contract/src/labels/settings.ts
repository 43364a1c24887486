import type { FieldLabels } from './fieldLabels';

/** The general settings' editable fields, as the settings calls and the audit log's changes name them. */
export const settingsFields = ['contact_number', 'contact_email', 'description'] as const;
export type SettingsField = (typeof settingsFields)[number];

export const settingsLabels: FieldLabels<SettingsField> = {
  en: { contact_number: 'Contact Number', contact_email: 'Contact Email', description: 'Description' },
  he: { contact_number: 'טלפון ליצירת קשר', contact_email: 'דוא״ל ליצירת קשר', description: 'תיאור' },
};
