import type { TFunction } from 'i18next'
import { useContext } from 'react'
import { getI18n, I18nContext } from 'react-i18next'

/**
 * The request's `t`, for components drawn many times a page (a list's badges, dates and row
 * menus). react-i18next's useTranslation copies the whole i18next instance on every server render
 * of a component (it keeps the copy in a ref, and refs do not outlive a server render): a sixth of
 * a 25-row list's rendering (issue 13). Danish is the only language and its texts are loaded before
 * a page renders, so the instance's own (bound) `t` translates the same.
 */
export function useT(): TFunction {
  return (useContext(I18nContext)?.i18n ?? getI18n()).t
}
