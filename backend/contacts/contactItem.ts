import type { ContactItem } from '../../schemas/generated/contactItem.ts';

export const CONTACT_COLUMNS = `
  id, name, email, phone, country, address, to_char(preferred_date, 'YYYY-MM-DD') as "preferredDate",
  message, created_at as "createdAt", is_read as "isRead"`;

export type ContactRow = Omit<ContactItem, 'createdAt'> & { createdAt: Date };

export const toContactItem = (row: ContactRow): ContactItem => ({ ...row, createdAt: new Date(row.createdAt).toISOString() });
