import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeStatus } from '../../engine/lifecycles/consultationStatus.ts';
import type { ConsultationItem } from '../../schemas/generated/consultationItem.ts';
import { clientDifferences } from './clientDifferences.ts';
import { queryRows } from '../db/sql.ts';

/**
 * The admin "consultation request": a consultations row (alias `c`) with the name, e-mail, phone and
 * address it was requested with, joined with its client (`cl`) to show where the client's record differs.
 * preferredDate is the appointment date, country the destination, message the original message.
 */
export const CONSULTATION_COLUMNS = `
  c.id, c.name, c.email, c.phone, c.destination_country as country, c.address,
  c.original_message as message, to_char(c.appointment_date, 'YYYY-MM-DD') as "preferredDate",
  c.status, c.created_at as "createdAt", c.updated_at as "updatedAt", c.client_id as "clientId",
  cl.name as "clientName", cl.email as "clientEmail", cl.phone as "clientPhone", cl.address as "clientAddress"`;

export const CONSULTATION_FROM = 'consultations c join clients cl on cl.id = c.client_id';

/** A row of CONSULTATION_COLUMNS: the item's own fields as stored, and the client's record beside them. */
export type ConsultationRow = Omit<ConsultationItem, 'status' | 'createdAt' | 'updatedAt' | 'clientDifferences'> & {
  status: string;
  createdAt: Date;
  updatedAt: Date;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  clientAddress: string | null;
};

export function toConsultationItem(row: ConsultationRow): ConsultationItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    address: row.address,
    message: row.message,
    preferredDate: row.preferredDate,
    status: normalizeStatus(row.status),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    clientId: row.clientId,
    clientDifferences: clientDifferences(row, {
      name: row.clientName,
      email: row.clientEmail,
      phone: row.clientPhone,
      address: row.clientAddress,
    }),
  };
}

export async function findConsultationItem(em: EntityManager, id: string): Promise<ConsultationItem | null> {
  const rows = await queryRows<ConsultationRow>(em, `select ${CONSULTATION_COLUMNS} from ${CONSULTATION_FROM} where c.id = ?`, [id]);
  return rows[0] ? toConsultationItem(rows[0]) : null;
}
