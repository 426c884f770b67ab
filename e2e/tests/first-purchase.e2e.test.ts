import { firstPurchaseWalk } from './first-purchase-walk';

/** Issue 23's acceptance walk at a phone's width (first-purchase-walk.ts); the laptop's is first-purchase-desktop.e2e.test.ts. */
firstPurchaseWalk({ width: 390, height: 844 });
