/** A screen's chunk on its way: a spinner drawn by CSS alone, so the first load carries no spinner component. */
export function PageLoading() {
  return <div className="page-loading" role="progressbar" aria-label="Loading" />;
}
