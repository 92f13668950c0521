import { describe, expect, it } from 'vitest'
import { formatHours, parseHours } from './hours.ts'

describe('parseHours', () => {
  it.each([
    ['7,5', 7.5],
    ['7.5', 7.5],
    ['7:30', 7.5],
    ['7t 30m', 7.5],
    ['7 t 30 min', 7.5],
    ['7t', 7],
    ['30m', 0.5],
    ['8', 8],
    [' 0,5 ', 0.5],
    ['', 0],
    ['7:15', 7.25],
  ])('reads %j as %d hours', (text, hours) => {
    expect(parseHours(text)).toBe(hours)
  })

  it.each(['abc', '7,5,5', '-2', '7:75', 't', '7 timer og lidt'])('refuses %j', (text) => {
    expect(parseHours(text)).toBeNaN()
  })
})

describe('formatHours', () => {
  it('writes Danish decimals', () => {
    expect(formatHours(7.5)).toBe('7,5')
    expect(formatHours(37)).toBe('37')
  })
})
