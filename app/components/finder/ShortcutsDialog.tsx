import { useMatches } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import type { Role } from '#domain/enums.ts'
import { css } from '#styled-system/css'
import { isMac, keyLabel, routeShortcuts, type ShortcutInfo, shortcutsFor } from '../shell/shortcuts.ts'
import { Dialog } from '../ui/Dialog.tsx'

/**
 * '?': every shortcut of the current page in Danish, the global ones the role may use and those the
 * page's routes declare in `handle.shortcuts`. Loaded on first use, like the Finder.
 */
export default function ShortcutsDialog({
  open,
  onOpenChange,
  role,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  role: Role
}) {
  const t = useT()
  const mac = isMac()
  const pageShortcuts = routeShortcuts(useMatches())
  const global = shortcutsFor(role).map((shortcut) => ({
    id: shortcut.id,
    label: t(`shortcuts.${shortcut.label}`),
    keys:
      shortcut.alternative && shortcut.browserKeeps ? [shortcut.alternative, shortcut.keys] : [shortcut.keys],
    note: shortcut.browserKeeps
      ? t('shortcuts.browserKeeps', { keys: keyLabel(shortcut.keys, mac) })
      : undefined,
  }))
  return (
    <Dialog
      title={t('shortcuts.title')}
      description={t('shortcuts.description', { finder: keyLabel('mod+k', mac) })}
      open={open}
      onOpenChange={onOpenChange}
    >
      <ShortcutTable
        heading={t('shortcuts.global')}
        rows={global.map((row) => ({ key: row.id, label: row.label, keys: row.keys, note: row.note }))}
        mac={mac}
      />
      {pageShortcuts.length > 0 && (
        <ShortcutTable
          heading={t('shortcuts.page')}
          rows={pageShortcuts.map((row: ShortcutInfo) => ({
            key: row.keys,
            label: row.label,
            keys: [row.keys],
          }))}
          mac={mac}
        />
      )}
    </Dialog>
  )
}

function ShortcutTable({
  heading,
  rows,
  mac,
}: {
  heading: string
  rows: { key: string; label: string; keys: string[]; note?: string }[]
  mac: boolean
}) {
  const t = useT()
  return (
    <section className={css({ '& + &': { mt: '5' } })}>
      <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted', mb: '2' })}>
        {heading}
      </h3>
      <dl
        className={css({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '2', alignItems: 'center' })}
      >
        {rows.map((row) => (
          <div key={row.key} className={css({ display: 'contents' })}>
            <dt className={css({ fontSize: 'sm' })}>
              <span>{row.label}</span>
              {row.note && (
                <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>
                  {row.note}
                </span>
              )}
            </dt>
            <dd
              className={css({
                display: 'flex',
                gap: '1',
                alignItems: 'center',
                justifyContent: 'flex-end',
                fontSize: 'xs',
              })}
            >
              {row.keys.map((keys, index) => (
                <span key={keys} className={css({ display: 'inline-flex', gap: '1', alignItems: 'center' })}>
                  {index > 0 && <span className={css({ color: 'fg.muted' })}>{t('shortcuts.or')}</span>}
                  <kbd
                    className={css({
                      fontFamily: 'inherit',
                      px: '1.5',
                      py: '0.5',
                      borderWidth: '1px',
                      borderColor: 'border',
                      borderRadius: 'sm',
                      bg: 'canvas',
                      whiteSpace: 'nowrap',
                    })}
                  >
                    {keyLabel(keys, mac)}
                  </kbd>
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
