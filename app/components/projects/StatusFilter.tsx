import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { PROJECT_STATUSES, type ProjectStatus } from '#domain/enums.ts'
import { css, cx } from '#styled-system/css'
import { field, input, select } from '#styled-system/recipes'
import { useHydrated } from '../use-hydrated.ts'

/**
 * The project list's status filter: several statuses at once, as checkboxes named `status` in a
 * disclosure (<details>), so it works without JavaScript ('Filtrér' applies it). With JavaScript
 * closing the list (a click outside, Escape or the field again) applies a changed choice.
 */
export function StatusFilter({ selected }: { selected: ProjectStatus[] }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const classes = field()
  const ref = useRef<HTMLDetailsElement>(null)
  const initial = selected.join(',')

  useEffect(() => {
    if (!hydrated) return
    const details = ref.current
    if (!details) return
    const close = (event: Event) => {
      if (!details.open) return
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node)) {
        details.open = false
      }
    }
    document.addEventListener('pointerdown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('pointerdown', close)
      document.removeEventListener('keydown', close)
    }
  }, [hydrated])

  function applyOnClose() {
    const details = ref.current
    if (!hydrated || !details || details.open) return
    const checked = [...details.querySelectorAll<HTMLInputElement>('input[name=status]:checked')].map(
      (box) => box.value,
    )
    if (checked.join(',') !== initial) details.closest('form')?.requestSubmit()
  }

  const summary =
    selected.length === 0
      ? t('projects.allStatuses')
      : selected.length <= 2
        ? selected.map((status) => t(`projects.status.${status}`)).join(', ')
        : t('projects.statusesChosen', { count: selected.length })
  return (
    <fieldset
      className={cx(classes.root, css({ position: 'relative', border: 'none', p: '0', m: '0', minW: '0' }))}
    >
      <legend className={css({ srOnly: true })}>{t('projects.statusFilter')}</legend>
      <span className={classes.label} aria-hidden="true">
        {t('projects.statusFilter')}
      </span>
      <details
        ref={ref}
        key={initial}
        onToggle={applyOnClose}
        className={css({
          position: 'relative',
          clear: 'both',
          '&[open] > summary': { borderColor: 'accent' },
        })}
      >
        <summary
          className={cx(
            input(),
            select().native,
            css({
              display: 'flex',
              alignItems: 'center',
              listStyle: 'none',
              '&::-webkit-details-marker': { display: 'none' },
            }),
          )}
        >
          <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
            {summary}
          </span>
        </summary>
        <div
          className={css({
            position: 'absolute',
            zIndex: '20',
            top: 'calc(100% + 4px)',
            left: '0',
            minW: 'full',
            bg: 'surface',
            borderWidth: '1px',
            borderColor: 'border.subtle',
            borderRadius: 'md',
            boxShadow: 'lg',
            py: '1',
          })}
        >
          {PROJECT_STATUSES.map((status) => (
            <label
              key={status}
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '2.5',
                px: '3',
                py: '2',
                cursor: 'pointer',
                whiteSpace: 'nowrap',
                _hover: { bg: 'accent.subtle' },
              })}
            >
              <input
                type="checkbox"
                name="status"
                value={status}
                defaultChecked={selected.includes(status)}
                className={css({ w: '4', h: '4', accentColor: 'var(--colors-accent)' })}
              />
              {t(`projects.status.${status}`)}
            </label>
          ))}
        </div>
      </details>
    </fieldset>
  )
}
