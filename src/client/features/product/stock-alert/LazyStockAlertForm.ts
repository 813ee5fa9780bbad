import { lazyLeaf } from '../../../lib/lazyLeaf';
// Styled from the first paint: the form's server-rendered markup is laid out before its code arrives.
import '../../../components/FormField/FormField.css';
import './stock-alert.css';

/** The sold-out watch's notify form (formik, yup): out of the product page's first view (lazyLeaf). */
export const LazyStockAlertForm = lazyLeaf(() =>
  import(/* webpackChunkName: "product-stock-alert" */ './StockAlertForm').then((m) => m.StockAlertForm),
);
