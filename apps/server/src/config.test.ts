import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has defaults that let `npm start` work untouched', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DEMO_MODE: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
  });

  it('resolves a relative DATA_DIR against the directory the command was typed in', () => {
    const before = process.env.INIT_CWD;
    process.env.INIT_CWD = '/srv/keel';
    try {
      expect(loadConfig({ DATA_DIR: 'store' }).DATA_DIR).toBe('/srv/keel/store');
    } finally {
      if (before === undefined) delete process.env.INIT_CWD;
      else process.env.INIT_CWD = before;
    }
  });

  it('reads DEMO_MODE=false and treats empty variables as unset', () => {
    const config = loadConfig({ DEMO_MODE: 'false', DATABASE_URL: '' });
    expect(config.DEMO_MODE).toBe(false);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL: must be a postgres:// connection URL');
    }
  });

  it('delivers mail only with an smtp(s):// SMTP_URL and a MAIL_FROM', () => {
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.test:465', MAIL_FROM: 'Keel <crm@example.test>' })).toMatchObject({
      SMTP_URL: 'smtps://u:p@mail.example.test:465',
      MAIL_FROM: 'Keel <crm@example.test>',
    });
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.test' })).toThrow('MAIL_FROM: is required when SMTP_URL is set');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.test', MAIL_FROM: 'crm@example.test' })).toThrow(
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    );
    expect(() => loadConfig({ MAIL_FROM: 'crm@example.test\r\nBcc: x@example.test' })).toThrow('MAIL_FROM');
  });
});
