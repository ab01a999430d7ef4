import type { Database } from '../../backend/db/orm.ts';

const COUNTRIES = ['usa', 'canada', 'europa', 'curacao', 'peru', 'colombia'];
const STATUSES = ['pending', 'confirmed', 'rescheduled', 'completed', 'pending_interview'];
const asSqlList = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`;

/**
 * Inserts `count` clients with one consultation each and `count` contacts, in three set-based
 * statements (generate_series), spread over the last year so "newest first" has real work to do.
 */
export async function seedBulk(db: Database, count: number): Promise<void> {
  const connection = db.orm.em.getConnection();
  await connection.execute(`
    insert into clients (id, name, email, phone, address, created_at, updated_at)
    select gen_random_uuid(), 'Cliente ' || n, 'cliente' || n || '@correo.com',
           '809-' || lpad((n % 1000)::text, 3, '0') || '-' || lpad((n % 10000)::text, 4, '0'),
           'Calle ' || n || ', Santo Domingo', now() - (n || ' minutes')::interval, now()
    from generate_series(1, ${count}) as n`);
  await connection.execute(`
    insert into consultations (id, client_id, name, email, phone, address, destination_country, appointment_date, status, original_message, created_at, updated_at)
    select gen_random_uuid(), c.id, c.name, c.email, c.phone, c.address, (${asSqlList(COUNTRIES)})[1 + (row_number() over () % 6)],
           current_date + ((row_number() over ()) % 200)::int, (${asSqlList(STATUSES)})[1 + (row_number() over () % 5)],
           'Mensaje de la consulta ' || row_number() over (), c.created_at, c.created_at
    from clients c`);
  await connection.execute(`
    insert into contacts (id, name, email, phone, country, address, preferred_date, message, created_at, is_read)
    select gen_random_uuid(), 'Contacto ' || n, 'contacto' || n || '@correo.com',
           '829-' || lpad((n % 1000)::text, 3, '0') || '-' || lpad((n % 10000)::text, 4, '0'),
           (${asSqlList(COUNTRIES)})[1 + n % 6], case when n % 3 = 0 then null else 'Avenida ' || n end,
           null, 'Quisiera información sobre la visa ' || n, now() - (n || ' minutes')::interval, n % 4 = 0
    from generate_series(1, ${count}) as n`);
  await connection.execute('analyze clients; analyze consultations; analyze contacts');
}
