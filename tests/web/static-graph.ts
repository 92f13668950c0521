import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const repoDir = path.resolve(import.meta.dirname, '..', '..')
const appDir = path.join(repoDir, 'app')

/**
 * The app's and domain's files a module loads at once: its static imports (not of types), followed;
 * not the server's. `packages` gets each package it imports, with the file that imports it.
 */
export function staticGraph(start: string, packages: string[] = []): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const [, specifier] of source.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm)) {
      const target = specifier!.startsWith('#app/')
        ? path.join(appDir, specifier!.slice('#app/'.length))
        : specifier!.startsWith('#domain/')
          ? path.join(repoDir, 'domain', specifier!.slice('#domain/'.length))
          : specifier!.startsWith('.')
            ? path.resolve(path.dirname(file), specifier!)
            : undefined
      if (!target) packages.push(`${specifier} (${path.relative(repoDir, file)})`)
      else if (!target.includes('.server') && existsSync(target)) visit(target)
    }
  }
  visit(start)
  return [...seen]
}
