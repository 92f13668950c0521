import { Temporal } from 'temporal-polyfill'
import {
  FIRST_WEEK,
  formatDate,
  holidayName,
  LAST_WEEK,
  parseDate,
  today,
  weekdayOf,
  weekOf,
  weekRange,
} from '#domain/calendar.ts'
import type { Weekday } from '#domain/enums.ts'

/** Week arithmetic of the time pages: ISO weeks, Monday first, Europe/Copenhagen (DESIGN.md §3). */

export interface WeekDay {
  /** ISO date. */
  date: string
  weekday: Weekday
  isToday: boolean
  /** Saturday or Sunday. */
  weekend: boolean
  /** The Danish public holiday's name, if the day is one. */
  holiday?: string
}

/** A real ISO week (`2026-W47`; `2025-W53` does not exist), or undefined. */
export function validWeek(value: string | null | undefined): string | undefined {
  if (!value || !/^\d{4}-W\d{2}$/.test(value)) return undefined
  try {
    const { start } = weekRange(value)
    return weekOf(start) === value ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * The week a `?week=` parameter names: `2026-W47`, or any date in it (`2026-11-18`, `18/11/2026`);
 * this week (Copenhagen time) when it is missing or not a week.
 */
export function readWeek(param: string | null | undefined, now: Date = new Date()): string {
  const week = validWeek(param?.trim().toUpperCase())
  if (week) return week
  const date = param ? parseDate(param) : undefined
  return weekOf(date ?? today(now))
}

export function thisWeek(now: Date = new Date()): string {
  return weekOf(today(now))
}

export function shiftWeek(week: string, weeks: number): string {
  return weekOf(Temporal.PlainDate.from(weekRange(week).start).add({ weeks }))
}

/** The days a week calendar lets one pick: each of them picks a week the timesheet shows. */
export const WEEK_CALENDAR_DAYS = { first: weekRange(FIRST_WEEK).start, last: weekRange(LAST_WEEK).end }

/** A week the calendar holds, or the nearest one that it does (FIRST_WEEK, LAST_WEEK). */
export function clampWeek(week: string): string {
  return week < FIRST_WEEK ? FIRST_WEEK : week > LAST_WEEK ? LAST_WEEK : week
}

/** 47 of `2026-W47`: read off the text, where going through its Monday cost the dashboard's render 2 % of the web's CPU. */
export function weekNumber(week: string): number {
  return Number(week.slice(week.indexOf('-W') + 2))
}

/** Monday to Sunday of the week, with today, weekends and public holidays marked. */
export function daysOfWeek(week: string, now: Date = new Date()): WeekDay[] {
  const monday = Temporal.PlainDate.from(weekRange(week).start)
  const todayIso = today(now).toString()
  return Array.from({ length: 7 }, (_, index) => {
    const date = monday.add({ days: index })
    const iso = date.toString()
    return {
      date: iso,
      weekday: weekdayOf(date),
      isToday: iso === todayIso,
      weekend: date.dayOfWeek >= 6,
      holiday: holidayName(iso),
    }
  })
}

/** `16/11` – the day and month of a date. */
export function dayMonth(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}`
}

/**
 * A range of dates as the report's tables show it: `09/11 – 15/11` inside the current year, with
 * years when it crosses or leaves it (`28/12/2026 – 03/01/2027`), so two years never read alike.
 */
export function dateRangeText(start: string, end: string, now: Date = new Date()): string {
  const year = String(today(now).year)
  if (start.slice(0, 4) === year && end.slice(0, 4) === year) return `${dayMonth(start)} – ${dayMonth(end)}`
  return `${formatDate(start)} – ${formatDate(end)}`
}

/** Whole and half hours only: `7,25` is not a cell value (the API answers hours_step). */
export function isHalfHour(hours: number): boolean {
  return Number.isInteger(hours * 2)
}
