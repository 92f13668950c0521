import { hash, verify } from '@node-rs/argon2'
import { dictionary } from '@zxcvbn-ts/language-common'

const COMMON_PASSWORD_COUNT = 10_000
let common: Set<string> | undefined

/** The 10,000 most used passwords, compared without case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()),
  )
  return common.has(password.toLowerCase())
}

export interface PasswordHasher {
  hash(password: string): Promise<string>
  verify(hash: string, password: string): Promise<boolean>
}

/** argon2id with OWASP's minimum parameters by default (19 MiB, t=2). */
export function argon2Hasher(memoryCost = 19456): PasswordHasher {
  return {
    hash: (password) => hash(password, { memoryCost, timeCost: 2, parallelism: 1 }),
    verify: async (encoded, password) => {
      try {
        return await verify(encoded, password)
      } catch {
        return false
      }
    },
  }
}
