import { type ReactNode, useEffect, useRef } from 'react'
import { css, cx } from '#styled-system/css'
import { field, input, select } from '#styled-system/recipes'
import { useHydrated } from '../use-hydrated.ts'

/**
 * A filter of several values at once (the project list's statuses, the planning board's colleagues
 * and categories): checkboxes named `name` in a disclosure (<details>), so it works without
 * JavaScript (the form's 'Filtrér' applies it). With JavaScript closing the list (a click outside,
 * Escape or the field again) applies a changed choice.
 */
export interface CheckboxFilterProps {
  name: string
  label: string
  /** What the closed field says: the chosen ones, or 'all'. */
  summary: string
  options: readonly { value: string; label: string }[]
  selected: readonly string[]
  /** More checkboxes under the options (the project list's 'Arkiverede'). */
  children?: ReactNode
}

/** Every ticked box of the list, as `name=value`. */
function ticked(details: HTMLDetailsElement): string {
  return [...details.querySelectorAll<HTMLInputElement>('input[type=checkbox]:checked')]
    .map((box) => `${box.name}=${box.value}`)
    .join('&')
}

export function CheckboxFilter({ name, label, summary, options, selected, children }: CheckboxFilterProps) {
  const hydrated = useHydrated()
  const classes = field()
  const ref = useRef<HTMLDetailsElement>(null)
  const opened = useRef('')

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
    if (!hydrated || !details) return
    if (details.open) opened.current = ticked(details)
    else if (ticked(details) !== opened.current) details.closest('form')?.requestSubmit()
  }

  return (
    <fieldset
      className={cx(classes.root, css({ position: 'relative', border: 'none', p: '0', m: '0', minW: '0' }))}
    >
      <legend className={css({ srOnly: true })}>{label}</legend>
      <span className={classes.label} aria-hidden="true">
        {label}
      </span>
      <details
        ref={ref}
        key={selected.join(',')}
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
            maxH: '20rem',
            overflowY: 'auto',
            bg: 'surface',
            borderWidth: '1px',
            borderColor: 'border.subtle',
            borderRadius: 'md',
            boxShadow: 'lg',
            py: '1',
          })}
        >
          {options.map((option) => (
            <label
              key={option.value}
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
                name={name}
                value={option.value}
                defaultChecked={selected.includes(option.value)}
                className={css({ w: '4', h: '4', accentColor: 'var(--colors-accent)' })}
              />
              {option.label}
            </label>
          ))}
          {children}
        </div>
      </details>
    </fieldset>
  )
}
