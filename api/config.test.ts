import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadConfig } from './config.ts'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('loadConfig', () => {
  it('reads the security settings from the env it is given', () => {
    const config = loadConfig({
      SESSION_IDLE_DAYS: '2',
      SESSION_MAX_DAYS: '9',
      RESET_KEY_HOURS: '1',
      VERIFY_KEY_DAYS: '4',
      INVITATION_DAYS: '5',
      LOCKOUT_ATTEMPTS: '3',
      LOCKOUT_MINUTES: '15',
      SIGN_IN_POSTS_PER_MINUTE: '1000',
      ARGON2_MEMORY_KIB: '1024',
    })
    expect(config.security).toEqual({
      sessionIdleDays: 2,
      sessionMaxDays: 9,
      resetKeyHours: 1,
      verifyKeyDays: 4,
      invitationDays: 5,
      lockoutAttempts: 3,
      lockoutMinutes: 15,
      signInPostsPerMinute: 1000,
      argon2MemoryKib: 1024,
    })
  })

  it('takes nothing from process.env when given an env', () => {
    vi.stubEnv('LOCKOUT_ATTEMPTS', '99')
    vi.stubEnv('SIGN_IN_POSTS_PER_MINUTE', 'many')
    vi.stubEnv('API_PORT', '4444')
    const config = loadConfig({})
    expect(config.security.lockoutAttempts).toBe(20)
    expect(config.security.signInPostsPerMinute).toBe(10)
    expect(config.apiPort).toBe(3001)
  })

  it('reads process.env when given no env', () => {
    vi.stubEnv('LOCKOUT_ATTEMPTS', '7')
    expect(loadConfig().security.lockoutAttempts).toBe(7)
  })

  it('refuses a setting that is not a number, naming it', () => {
    expect(() => loadConfig({ LOCKOUT_MINUTES: 'an hour' })).toThrow(
      'LOCKOUT_MINUTES must be a number, got an hour',
    )
  })

  it('reads where the API listens, its pool and the mail sender from the env it is given', () => {
    vi.stubEnv('DB_POOL_SIZE', 'lots')
    vi.stubEnv('API_HOST', '0.0.0.0')
    vi.stubEnv('MAIL_FROM', 'Else <else@example.com>')
    expect(loadConfig({})).toMatchObject({
      apiHost: '127.0.0.1',
      dbPoolSize: 10,
      mailFrom: 'Sjak <noreply@sjak.dk>',
    })
    expect(
      loadConfig({ API_HOST: '10.0.0.5', DB_POOL_SIZE: '4', MAIL_FROM: 'Byg A/S <tid@byg.dk>' }),
    ).toMatchObject({ apiHost: '10.0.0.5', dbPoolSize: 4, mailFrom: 'Byg A/S <tid@byg.dk>' })
  })

  it('refuses a pool that is not a whole number of connections, naming it', () => {
    for (const size of ['ten', '0', '2.5', '-1'])
      expect(() => loadConfig({ DB_POOL_SIZE: size })).toThrow(
        `DB_POOL_SIZE must be a whole number ≥ 1, got ${size}`,
      )
  })
})
