/** A quiet action of a row (a link, or a button that looks like one), in `color`. */
export const rowAction = (color = 'text-slate-700 hover:text-slate-900') =>
  `inline-flex items-center rounded-md px-2.5 py-1.5 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 ${color}`;
