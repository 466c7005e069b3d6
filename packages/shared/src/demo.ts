import type { Role } from './roles';

/** Demo-mode accounts, seeded on an empty database; the sign-in hint shows the admin. */
export const DEMO_PASSWORD = 'keel-demo';

export const DEMO_USERS: ReadonlyArray<{ email: string; fullName: string; role: Role; phone: string }> = [
  { email: 'admin@keel.demo', fullName: 'Avery Morgan', role: 'admin', phone: '(512) 555-0100' },
  { email: 'sales@keel.demo', fullName: 'Sam Rivera', role: 'sales_rep', phone: '(512) 555-0101' },
  { email: 'recruiter@keel.demo', fullName: 'Riley Chen', role: 'recruiter', phone: '(512) 555-0102' },
  { email: 'user@keel.demo', fullName: 'Jordan Blake', role: 'user', phone: '(512) 555-0103' },
];

export const DEMO_ADMIN = DEMO_USERS[0];
