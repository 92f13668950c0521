import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { css } from '#styled-system/css'
import { ArrowLeftIcon } from '../icons.tsx'
import { Button } from '../ui/Button.tsx'

/**
 * 'Tilbage' on wide screens: back to the previous page of the app. Shown only with JavaScript
 * and only when there is a page of this visit to go back to.
 */
export function BackButton() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const [canGoBack, setCanGoBack] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read on every page change
  useEffect(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx
    setCanGoBack(typeof index === 'number' && index > 0)
  }, [location.key])
  if (!canGoBack) return null
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => navigate(-1)}
      className={css({
        display: { base: 'none', md: 'inline-flex' },
        alignSelf: 'flex-start',
        ml: '-3',
        mb: '3',
        color: 'fg.muted',
      })}
    >
      <ArrowLeftIcon width="16" height="16" />
      {t('shell.back')}
    </Button>
  )
}
