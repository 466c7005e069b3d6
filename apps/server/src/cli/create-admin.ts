import { parseArgs } from 'node:util';
import { MIN_PASSWORD_LENGTH } from '@keel/shared/auth';
import { loadConfig } from '../config';
import { prepare } from '../start';
import { createAccount } from '../identity/users/users.service';

/** `npm run create-admin -- --email you@firm.com --password … [--name "Full Name"]` */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email || !values.password) {
    console.error('Usage: npm run create-admin -- --email <e-mail> --password <password> [--name "Full Name"]');
    process.exit(2);
  }
  if (values.password.length < MIN_PASSWORD_LENGTH) {
    console.error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    process.exit(2);
  }
  // The command never seeds demo data, whatever DEMO_MODE says.
  const config = { ...loadConfig({ ...process.env, LOG_LEVEL: 'warn' }), DEMO_MODE: false };
  const { app, database } = await prepare(config);
  try {
    const user = await createAccount(database.db, app.auth, {
      fullName: values.name ?? values.email,
      email: values.email,
      password: values.password,
      role: 'admin',
    });
    console.log(`Admin ${user.email} created. Sign in at /crm/login.`);
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
