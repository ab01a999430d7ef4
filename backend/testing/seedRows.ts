import type { MikroORM } from '@mikro-orm/postgresql';
import { Client, Consultation, Contact, Result } from '../db/entities/index.ts';

/**
 * Rows written straight through the ORM for the admin API tests, so they do not depend on the
 * public forms. Every field has a plausible default; `createdAt` orders the lists.
 */
let sequence = 0;
const next = () => ++sequence;

export interface ConsultationSeed {
  name?: string;
  email?: string;
  phone?: string;
  address?: string | null;
  country?: string;
  status?: string;
  preferredDate?: string | null;
  message?: string | null;
  createdAt?: Date;
  /** Where the client's record differs from what the consultation was requested with. */
  clientRecord?: { name?: string; phone?: string; address?: string | null };
}

export async function seedConsultations(orm: MikroORM, seeds: ConsultationSeed[]): Promise<string[]> {
  const em = orm.em.fork();
  const consultations = seeds.map((seed) => {
    const n = next();
    const requested = {
      name: seed.name ?? `Cliente ${n}`,
      email: seed.email ?? `cliente${n}@correo.com`,
      phone: seed.phone ?? `809-555-${String(n % 10000).padStart(4, '0')}`,
      address: seed.address === undefined ? `Calle ${n}, Santo Domingo` : seed.address,
    };
    const client = em.create(Client, { ...requested, ...seed.clientRecord });
    return em.create(Consultation, {
      client,
      ...requested,
      destinationCountry: seed.country ?? 'usa',
      appointmentDate: seed.preferredDate === undefined ? '2030-06-15' : seed.preferredDate,
      status: seed.status ?? 'pending',
      originalMessage: seed.message === undefined ? `Mensaje ${n}` : seed.message,
      ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
    });
  });
  await em.flush();
  return consultations.map((c) => c.id);
}

export async function seedConsultation(orm: MikroORM, seed: ConsultationSeed = {}): Promise<string> {
  return (await seedConsultations(orm, [seed]))[0];
}

export interface ContactSeed {
  name?: string;
  email?: string;
  phone?: string;
  country?: string;
  address?: string | null;
  preferredDate?: string | null;
  message?: string;
  isRead?: boolean;
  createdAt?: Date;
}

export async function seedContacts(orm: MikroORM, seeds: ContactSeed[]): Promise<string[]> {
  const em = orm.em.fork();
  const contacts = seeds.map((seed) => {
    const n = next();
    return em.create(Contact, {
      name: seed.name ?? `Contacto ${n}`,
      email: seed.email ?? `contacto${n}@correo.com`,
      phone: seed.phone ?? `829-555-${String(n % 10000).padStart(4, '0')}`,
      country: seed.country ?? 'canada',
      address: seed.address === undefined ? null : seed.address,
      preferredDate: seed.preferredDate === undefined ? null : seed.preferredDate,
      message: seed.message ?? `Quisiera información ${n}`,
      isRead: seed.isRead ?? false,
      ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
    });
  });
  await em.flush();
  return contacts.map((c) => c.id);
}

export interface ResultSeed {
  name?: string;
  email?: string;
  phone?: string;
  country?: string;
  resultType?: 'exito' | 'reaplicar';
  completedAt?: Date;
}

export async function seedResults(orm: MikroORM, seeds: ResultSeed[]): Promise<string[]> {
  const em = orm.em.fork();
  const results = seeds.map((seed) => {
    const n = next();
    return em.create(Result, {
      originalConsultationId: crypto.randomUUID(),
      name: seed.name ?? `Resultado ${n}`,
      address: `Avenida ${n}`,
      email: seed.email ?? `resultado${n}@correo.com`,
      phone: seed.phone ?? `849-555-${String(n % 10000).padStart(4, '0')}`,
      country: seed.country ?? 'europa',
      preferredDate: '2030-01-10',
      resultType: seed.resultType ?? 'exito',
      originalCreatedAt: new Date('2026-01-01T12:00:00Z'),
      message: null,
      ...(seed.completedAt ? { completedAt: seed.completedAt } : {}),
    });
  });
  await em.flush();
  return results.map((r) => r.id);
}

/** n instants one minute apart, oldest first, so "newest first" has an unambiguous answer. */
export function minutesApart(n: number, start = Date.UTC(2026, 0, 1)): Date[] {
  return Array.from({ length: n }, (_, i) => new Date(start + i * 60_000));
}
