// The statistics of the tournament report: a binomial proportion's confidence interval
// (Wilson score interval, sound also near 0 and 1 and for small samples) and a two-sided test
// of a win rate against the share a strategy would win if all strategies were equally good.
#pragma once

namespace hydra::bots {

struct Interval {
  double low = 0;
  double high = 0;
};

// z for a two-sided 95% interval.
inline constexpr double kZ95 = 1.959963984540054;

// Wilson score interval for `wins` successes in `games` trials (games > 0).
Interval wilsonInterval(long wins, long games, double z = kZ95);

// Two-sided p-value of `wins` in `games` under a true rate of `share` (0 < share < 1), by the
// normal approximation to the binomial with continuity correction.
double binomialPValue(long wins, long games, double share);

}  // namespace hydra::bots
