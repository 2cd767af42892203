// Column names carry their unit: `avg_latency_cycles`, `barrier_mbytes_per_s`.
//
// Every figure of a run report and every quantity of a study is a column of some CSV file and a
// key of the stats JSON; a reader of the file alone must know the unit. A unit has one spelling
// in names (MB/s is always `mbytes_per_s`), so the same quantity has the same name everywhere.
// RunReport::add and Comparison::quantity refuse a name without its unit's word.
#pragma once

#include <optional>
#include <string>

namespace ccsim::tb {

// The word a name with this unit contains ("cycles" -> "cycles", "MB/s" -> "mbytes_per_s",
// "%" -> "percent"); "" for a count or ratio (no unit), nullopt for a unit not in the list.
std::optional<std::string> unit_word(const std::string& unit);

// Empty when `name` carries `unit`'s word (as a whole word between underscores); otherwise why
// not, for a logic_error: a misnamed column is a programming mistake, not a user's.
std::string unit_name_problem(const std::string& name, const std::string& unit);

}  // namespace ccsim::tb
