/**
 * The texts of the pages anyone sees, signed in or not: the sign-in area, the error pages and the
 * parts of the frame they share. Their pages look them up without i18next (public-text.ts); the
 * signed-in area adds the rest to i18next (translation.ts). public-texts.test.ts checks these pages
 * use no other text and load no i18next (decision 044).
 */
import account from './public/account.ts'
import authCompany from './public/auth-company.ts'
import authFields from './public/auth-fields.ts'
import authForgot from './public/auth-forgot.ts'
import authInvitation from './public/auth-invitation.ts'
import authLogin from './public/auth-login.ts'
import authRegister from './public/auth-register.ts'
import authReset from './public/auth-reset.ts'
import authVerify from './public/auth-verify.ts'
import common from './public/common.ts'
import errors from './public/errors.ts'
import home from './public/home.ts'
import pages from './public/pages.ts'
import shell from './public/shell.ts'
import values from './public/values.ts'

const publicTexts = {
  common,
  home,
  auth: {
    ...authFields,
    ...authLogin,
    ...authRegister,
    ...authForgot,
    ...authReset,
    ...authVerify,
    ...authInvitation,
    ...authCompany,
  },
  values,
  shell,
  account,
  pages,
  errors,
}

export default publicTexts
