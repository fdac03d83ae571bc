"use client";

import dynamic from "next/dynamic";
import { StepsChartSkeleton } from "./steps-skeleton";

/**
 * The chart, loaded on demand: Recharts is large and only the steps pages need it. The skeleton
 * holds the chart's place until the code arrives (the data is already in the props).
 */
export const StepsChartLazy = dynamic(() => import("./steps-chart"), {
  ssr: false,
  loading: () => <StepsChartSkeleton />,
});
