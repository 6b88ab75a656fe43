/**
 * Every page of the orders feature, behind one lazy import: the router names this module once, so the
 * first view carries one loader for the feature instead of one per path (they share most of their code).
 */
export { OrderEnquiryRoute } from './OrderEnquiryPage.tsx';
export { OrderRoute } from './OrderPage.tsx';
export { OrderCancelRoute, OrderFailRoute } from './OutcomePages.tsx';
export { PaymentReturnRoute } from './PaymentReturnPage.tsx';
export { GuestOrderSuccessRoute, OrderSuccessRoute } from './SuccessPages.tsx';
