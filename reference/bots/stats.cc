// Wilson intervals and a binomial test for tournament win rates.
#include "bots/stats.h"

#include <algorithm>
#include <cmath>

namespace hydra::bots {

Interval wilsonInterval(long wins, long games, double z) {
  double n = static_cast<double>(games);
  double p = wins / n;
  double z2 = z * z;
  double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
  return Interval{std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double binomialPValue(long wins, long games, double share) {
  double n = static_cast<double>(games);
  double mean = n * share;
  double sd = std::sqrt(n * share * (1 - share));
  double distance = std::max(0.0, std::abs(wins - mean) - 0.5);
  return std::erfc(distance / sd / std::sqrt(2.0));
}

}  // namespace hydra::bots
