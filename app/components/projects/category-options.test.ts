import { describe, expect, it } from 'vitest'
import { CREATE_VALUE, categoryItems, exactCategory, offersCreate } from './category-options.ts'

const CATEGORIES = [
  { id: 1, name: 'Renovering' },
  { id: 2, name: 'Nybyg' },
  { id: 3, name: 'Energirenovering' },
]
const label = (name: string) => `Opret "${name}"`

describe('the category picker', () => {
  it('offers to create a typed name that no category has', () => {
    expect(offersCreate(CATEGORIES, 'Tagarbejde')).toBe(true)
    expect(categoryItems(CATEGORIES, 'Tagarbejde', label)).toEqual([
      { value: CREATE_VALUE, label: 'Opret "Tagarbejde"', create: 'Tagarbejde' },
    ])
  })

  it('does not offer to create a name that exists in another case or with spaces around it', () => {
    for (const typed of ['renovering', 'RENOVERING', '  Renovering ', 'nYbYg']) {
      expect(offersCreate(CATEGORIES, typed), typed).toBe(false)
      expect(categoryItems(CATEGORIES, typed, label).some((item) => item.create)).toBe(false)
    }
    expect(exactCategory(CATEGORIES, 'renovering')).toEqual({ id: 1, name: 'Renovering' })
  })

  it('offers to create a name that only part of a category matches, after the matches', () => {
    const items = categoryItems(CATEGORIES, 'renover', label)
    expect(items.map((item) => item.label)).toEqual(['Renovering', 'Energirenovering', 'Opret "renover"'])
    expect(items.at(-1)).toEqual({ value: CREATE_VALUE, label: 'Opret "renover"', create: 'renover' })
  })

  it('matches Danish letters regardless of case', () => {
    const categories = [{ id: 9, name: 'Ældre Boliger' }]
    expect(offersCreate(categories, 'ældre boliger')).toBe(false)
    expect(offersCreate(categories, 'Ældre')).toBe(true)
  })

  it('lists every category and offers nothing to create while the field is empty', () => {
    expect(offersCreate(CATEGORIES, '   ')).toBe(false)
    expect(categoryItems(CATEGORIES, '', label).map((item) => item.value)).toEqual(['1', '2', '3'])
  })
})
