export interface SurgeOptions {
    seconds: number;
    factor: number;
    customers: number;
    raffleStock: number;
    processes: number;
    /** Requests a second the shop sustains; measured when missing. */
    baseRate?: number;
    /** Seconds of the closed-loop measurement of the sustained rate. */
    baseSeconds?: number;
    log?: (line: string) => void;
}
type Kind = 'page' | 'offers' | 'cart' | 'raffle' | 'lottery';
interface KindFigures {
    sent: number;
    ok: number;
    shed: number;
    /** 5xx other than 503, and transport failures or timeouts. */
    failed: number;
    /** 4xx (a raffle sold out, say). */
    refused: number;
    p50Ms: number;
    p99Ms: number;
}
export interface SurgeFigures {
    processes: number;
    baseRate: number;
    surgeRate: number;
    seconds: number;
    kinds: Record<Kind, KindFigures>;
    /** Purchases accepted (200) during the surge, and their p99 in ms. */
    purchasesAccepted: number;
    purchaseP99Ms: number;
    quietP50Ms: number;
    /** Seconds after the surge ended until the probe's latency was back within twice the quiet one. */
    recoverySeconds: number | null;
    /** The raffle draws cut to their last tickets: stock offered, sold in the run, numbered rows written. */
    raffle: {
        draws: number;
        stock: number;
        sold: number;
        ticketRows: number;
        oversoldDraws: number;
    };
    ledgerIssues: unknown[];
    failureSamples: string[];
    refusalSamples: string[];
}
export declare function runSurge(options: SurgeOptions): Promise<SurgeFigures>;
export {};
