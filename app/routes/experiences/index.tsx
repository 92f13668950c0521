import { redirect } from 'react-router'

/** /experiences on its own shows nothing: go to login. */
export function loader() {
  return redirect('/experiences/login')
}
