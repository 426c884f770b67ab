import { firstPurchaseWalk } from './first-purchase-walk';

/** Issue 23's acceptance walk at a laptop's width (first-purchase-walk.ts); the phone's is first-purchase.e2e.test.ts. */
firstPurchaseWalk({ width: 1366, height: 768 });
