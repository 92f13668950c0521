import { defineGlobalStyles, defineSemanticTokens, defineTextStyles, defineTokens } from '@pandacss/dev'

// Sjak's palette: a deep work-wear blue for structure and a signal orange used sparingly for action.
export const tokens = defineTokens({
  colors: {
    sjak: {
      50: { value: '#eef4fa' },
      100: { value: '#d6e4f2' },
      200: { value: '#adc8e4' },
      300: { value: '#7ea6d1' },
      400: { value: '#4f82bb' },
      500: { value: '#2f65a3' },
      600: { value: '#234f85' },
      700: { value: '#1c3f6b' },
      800: { value: '#162f50' },
      900: { value: '#0f2038' },
    },
    signal: {
      50: { value: '#fff4ec' },
      100: { value: '#ffe2cc' },
      500: { value: '#e8661c' },
      600: { value: '#c95210' },
      700: { value: '#a3420d' },
    },
  },
  fonts: {
    body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  },
  sizes: {
    sidebar: { value: '250px' },
    header: { value: '60px' },
    // The side menu as a phone's drawer: the dialog's and, without JavaScript, the aside's.
    drawer: { value: 'min(280px, 85vw)' },
  },
  // Layers, low to high. Without these tokens `zIndex: 'modal'` etc. compiled to invalid CSS. Kept
  // under 50 where components (comboboxes, date pickers) use a plain 50 for their dropdowns, so those
  // still open above dialogs.
  zIndex: {
    hide: { value: -1 },
    base: { value: 0 },
    docked: { value: 10 },
    sticky: { value: 25 },
    banner: { value: 26 },
    overlay: { value: 30 },
    modal: { value: 40 },
    dropdown: { value: 50 },
    popover: { value: 50 },
    skipLink: { value: 60 },
    toast: { value: 70 },
    tooltip: { value: 80 },
  },
})

export const semanticTokens = defineSemanticTokens({
  colors: {
    canvas: { value: '{colors.gray.50}' },
    surface: { value: '{colors.white}' },
    fg: {
      DEFAULT: { value: '{colors.gray.900}' },
      muted: { value: '{colors.gray.600}' },
      subtle: { value: '{colors.gray.500}' },
      onAccent: { value: '{colors.white}' },
    },
    border: {
      DEFAULT: { value: '{colors.gray.300}' },
      subtle: { value: '{colors.gray.200}' },
      focus: { value: '{colors.sjak.500}' },
    },
    accent: {
      DEFAULT: { value: '{colors.sjak.600}' },
      hover: { value: '{colors.sjak.700}' },
      subtle: { value: '{colors.sjak.50}' },
      fg: { value: '{colors.sjak.700}' },
    },
    highlight: {
      DEFAULT: { value: '{colors.signal.500}' },
      subtle: { value: '{colors.signal.50}' },
    },
    danger: {
      DEFAULT: { value: '{colors.red.600}' },
      hover: { value: '{colors.red.700}' },
      subtle: { value: '{colors.red.50}' },
      fg: { value: '{colors.red.700}' },
    },
    success: {
      DEFAULT: { value: '{colors.green.600}' },
      subtle: { value: '{colors.green.50}' },
      fg: { value: '{colors.green.800}' },
    },
    warning: {
      subtle: { value: '{colors.amber.50}' },
      fg: { value: '{colors.amber.800}' },
    },
    // What dims the page behind a dialog or the phone's drawer: sjak.900 at 45 %, written out rather
    // than as `{colors.sjak.900/45}`, which Panda turns into color-mix() (Chrome 111, Safari 16.2).
    backdrop: { value: 'rgba(15, 32, 56, 0.45)' },
  },
})

export const textStyles = defineTextStyles({
  display: { value: { fontSize: '3xl', lineHeight: '1.15', fontWeight: 'bold', letterSpacing: '-0.02em' } },
  title: { value: { fontSize: '2xl', lineHeight: '1.25', fontWeight: 'semibold' } },
  heading: { value: { fontSize: 'lg', lineHeight: '1.4', fontWeight: 'semibold' } },
  body: { value: { fontSize: 'md', lineHeight: '1.5' } },
  small: { value: { fontSize: 'sm', lineHeight: '1.45' } },
  label: { value: { fontSize: 'sm', lineHeight: '1.4', fontWeight: 'medium' } },
})

export const globalCss = defineGlobalStyles({
  'html, body': {
    bg: 'canvas',
    color: 'fg',
    fontFamily: 'body',
    textStyle: 'body',
    WebkitFontSmoothing: 'antialiased',
  },
  a: { color: 'accent.fg', textDecoration: 'underline', textUnderlineOffset: '2px' },
  ':focus-visible': { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
  // A page's heading takes the focus by script only, when a dialog closes with nothing else to
  // return to (dialog-focus.ts): a reader announces it; it is no control, so no ring.
  'h1[tabindex="-1"]': { outline: 'none' },
  '@keyframes fadein': { from: { opacity: 0 }, to: { opacity: 1 } },
  '@keyframes fadeout': { from: { opacity: 1 }, to: { opacity: 0 } },
  '@keyframes spin': { to: { transform: 'rotate(360deg)' } },
})
