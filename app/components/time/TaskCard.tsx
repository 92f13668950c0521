import type { MouseEvent } from 'react'
import { Link } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { formatDate } from '#domain/calendar.ts'
import { formatHours } from '#domain/hours.ts'
import type { IntervalJson } from '#domain/projects.ts'
import { css, cx } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import { CalendarIcon, ClockIcon } from '../icons.tsx'
import { NameText } from '../layout/NameText.tsx'

/** A comment longer than this starts folded, with 'Vis mere'. */
const SHORT_COMMENT = 110

export interface TaskCardProps {
  assignment: IntervalJson
  /** Starts after today: highlighted and badged 'Kommende', no 'Registrer tid'. */
  upcoming: boolean
  /** The time entry page prefilled for this card (the link works without JavaScript). */
  registerHref: string
  /** With JavaScript: opens the time entry dialog instead of following the link. */
  onRegister?: () => void
}

const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
})

/** A card of 'Mine opgaver' (SPEC.md §2): one assignment of the user. */
export function TaskCard({ assignment, upcoming, registerHref, onRegister }: TaskCardProps) {
  const t = useT()
  const title = assignment.task?.name ?? t('dashboard.wholeProject')
  const titleId = `opgave-${assignment.id}`
  const comment = assignment.comment?.trim()
  return (
    <article
      aria-labelledby={titleId}
      data-upcoming={upcoming || undefined}
      className={css({
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        p: '5',
        bg: 'surface',
        borderWidth: '1px',
        borderColor: 'border.subtle',
        borderRadius: 'xl',
        boxShadow: 'xs',
        '&[data-upcoming]': {
          bg: 'highlight.subtle',
          borderColor: 'signal.100',
          borderLeftWidth: '4px',
          borderLeftColor: 'highlight',
        },
      })}
    >
      <header
        className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' })}
      >
        {upcoming && (
          <span className={cx(badge, css({ bg: 'highlight', color: 'fg.onAccent', mb: '1' }))}>
            {t('dashboard.upcomingBadge')}
          </span>
        )}
        <h3 id={titleId} className={css({ textStyle: 'heading', maxW: 'full' })}>
          <NameText name={title} lines={3} />
        </h3>
        <p className={css({ textStyle: 'small', color: 'fg.muted', maxW: 'full' })}>
          <NameText name={assignment.project.name} />
        </p>
      </header>

      {assignment.task?.description && (
        <p className={css({ color: 'fg', whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>
          {assignment.task.description}
        </p>
      )}

      {comment && <Comment text={comment} />}

      <ul
        aria-label={t('dashboard.period')}
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' })}
      >
        <li className={cx(badge, css({ bg: 'accent.subtle', color: 'accent.fg' }))}>
          <CalendarIcon width="14" height="14" />
          {t('dashboard.start')} {formatDate(assignment.start_date)}
        </li>
        <li className={cx(badge, css({ bg: 'accent.subtle', color: 'accent.fg' }))}>
          <CalendarIcon width="14" height="14" />
          {t('dashboard.end')} {formatDate(assignment.end_date)}
        </li>
      </ul>

      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: '3',
          pt: '3',
          borderTopWidth: '1px',
          borderColor: upcoming ? 'signal.100' : 'border.subtle',
          '& dt': { textStyle: 'small', color: 'fg.muted' },
          '& dd': { fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' },
        })}
      >
        <div>
          <dt>{t('dashboard.hoursPerDay')}</dt>
          <dd>{t('dashboard.hours', { hours: formatHours(assignment.hours_each_day) })}</dd>
        </div>
        <div>
          <dt>{t('dashboard.totalHours')}</dt>
          <dd>{t('dashboard.hours', { hours: formatHours(assignment.total_hours) })}</dd>
        </div>
      </dl>

      {!upcoming && (
        <Link
          to={registerHref}
          onClick={
            onRegister
              ? (event: MouseEvent) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                  event.preventDefault()
                  onRegister()
                }
              : undefined
          }
          aria-describedby={titleId}
          className={cx(
            button({ variant: 'solid', size: 'md' }),
            css({ alignSelf: 'flex-start', mt: 'auto' }),
          )}
        >
          <ClockIcon width="18" height="18" />
          {t('dashboard.register')}
        </Link>
      )}
    </article>
  )
}

/**
 * The assignment's comment; a long one folds behind 'Vis mere' / 'Vis mindre'. A <details>
 * element, so it opens and closes without JavaScript too.
 */
function Comment({ text }: { text: string }) {
  const t = useT()
  const box = css({
    bg: 'canvas',
    borderRadius: 'md',
    px: '3',
    py: '2',
    textStyle: 'small',
    color: 'fg',
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  })
  if (text.length <= SHORT_COMMENT) {
    return (
      <p className={box}>
        <span className={css({ srOnly: true })}>{t('dashboard.comment')}: </span>
        {text}
      </p>
    )
  }
  return (
    <div className={cx(box, css({ '&:has(details[open]) [data-preview]': { display: 'none' } }))}>
      <span className={css({ srOnly: true })}>{t('dashboard.comment')}: </span>
      <span data-preview="">{`${text.slice(0, SHORT_COMMENT).trimEnd()}…`}</span>
      <details className={css({ '& summary::-webkit-details-marker': { display: 'none' } })}>
        <summary
          className={css({
            listStyle: 'none',
            display: 'inline-flex',
            mt: '1',
            color: 'accent.fg',
            fontWeight: 'semibold',
            cursor: 'pointer',
            textDecoration: 'underline',
            textUnderlineOffset: '2px',
          })}
        >
          <span className={css({ 'details[open] &': { display: 'none' } })}>{t('dashboard.showMore')}</span>
          <span className={css({ display: 'none', 'details[open] &': { display: 'inline' } })}>
            {t('dashboard.showLess')}
          </span>
        </summary>
        <span className={css({ display: 'block', mt: '1' })}>{text}</span>
      </details>
    </div>
  )
}
