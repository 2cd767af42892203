// Comparisons: quantities and rows by name, filled from named runs (see comparison.h).
#include "studies/comparison.h"

#include <algorithm>
#include <stdexcept>

#include "output/column_names.h"
#include "studies/paper_table.h"

namespace ccsim::tb {

namespace {
// Thrown by RowRuns when a row did not run what a quantity reads: the value stays empty.
struct NotRunInRow {};

std::string joined(const std::vector<std::string>& keys) {
  std::string out;
  for (const std::string& k : keys) out += (out.empty() ? "" : " ") + k;
  return out;
}

std::optional<double> lookup(const std::map<std::string, double>& values, const std::string& name) {
  const auto it = values.find(name);
  return it == values.end() ? std::nullopt : std::optional<double>(it->second);
}

void store(std::map<std::string, double>& values, const std::string& name,
           std::optional<double> value) {
  if (value) {
    values[name] = *value;
  } else {
    values.erase(name);
  }
}
}  // namespace

std::optional<double> ComparisonRow::reference(const std::string& quantity) const {
  return lookup(reference_, quantity);
}

std::optional<double> ComparisonRow::model(const std::string& quantity) const {
  return lookup(model_, quantity);
}

RowRuns::RowRuns(const Comparison& comparison, const ComparisonRow& row)
    : comparison_(comparison), row_(row) {}

const std::string& RowRuns::key(const std::string& key_name) const {
  const auto& names = comparison_.key_names;
  const auto it = std::find(names.begin(), names.end(), key_name);
  if (it == names.end()) {
    throw std::logic_error(comparison_.title + ": no key column '" + key_name + "'");
  }
  return row_.keys[size_t(it - names.begin())];
}

bool RowRuns::has(const std::string& run) const { return row_.runs_.count(run) > 0; }

const RunReport& RowRuns::operator[](const std::string& run) const {
  const auto it = row_.runs_.find(run);
  if (it == row_.runs_.end()) throw NotRunInRow{};
  return it->second;
}

const RunReport& RowRuns::only() const {
  if (row_.runs_.size() != 1) {
    throw std::logic_error(comparison_.title + ": row '" + joined(row_.keys) + "' has " +
                           std::to_string(row_.runs_.size()) + " runs; name the one to read");
  }
  return row_.runs_.begin()->second;
}

Quantity& QuantityDeclaration::q() { return c_.quantities[index_]; }

QuantityDeclaration& QuantityDeclaration::detail() {
  q().headline = false;
  return *this;
}

QuantityDeclaration& QuantityDeclaration::unplotted() {
  q().plotted = false;
  return *this;
}

QuantityDeclaration& QuantityDeclaration::from(RunValue value) {
  q().model = [value](const RowRuns& r) { return value(r.only()); };
  return *this;
}

QuantityDeclaration& QuantityDeclaration::from(const std::string& run, RunValue value) {
  q().model = [run, value](const RowRuns& r) { return value(r[run]); };
  return *this;
}

QuantityDeclaration& QuantityDeclaration::from_runs(RowValue value) {
  q().model = std::move(value);
  return *this;
}

QuantityDeclaration& QuantityDeclaration::reference_from(RunValue value) {
  q().reference = [value](const RowRuns& r) { return value(r.only()); };
  return *this;
}

QuantityDeclaration& QuantityDeclaration::reference_from(const std::string& run, RunValue value) {
  q().reference = [run, value](const RowRuns& r) { return value(r[run]); };
  return *this;
}

QuantityDeclaration& QuantityDeclaration::reference_from_runs(RowValue value) {
  q().reference = std::move(value);
  return *this;
}

QuantityDeclaration& QuantityDeclaration::fitted(std::string what) {
  if (what.empty()) throw std::logic_error(c_.title + ": fitted() needs what was fitted");
  q().fit = std::move(what);
  return *this;
}

QuantityDeclaration Comparison::quantity(const std::string& name, const std::string& label,
                                         const std::string& unit) {
  for (const Quantity& q : quantities) {
    if (q.name == name) throw std::logic_error(title + ": quantity '" + name + "' twice");
  }
  const std::string misnamed = unit_name_problem(name, unit);
  if (!misnamed.empty()) throw std::logic_error(title + ": " + misnamed);
  quantities.push_back(Quantity{name, label, unit, true, true, {}, {}, {}});
  return QuantityDeclaration(*this, quantities.size() - 1);
}

const Quantity& Comparison::quantity(const std::string& name) const {
  for (const Quantity& q : quantities) {
    if (q.name == name) return q;
  }
  throw std::logic_error(title + ": no quantity '" + name + "'");
}

ComparisonRow& Comparison::row(const std::vector<std::string>& keys) {
  for (ComparisonRow& r : rows) {
    if (r.keys == keys) return r;
  }
  rows.emplace_back();
  rows.back().keys = keys;
  return rows.back();
}

const ComparisonRow& Comparison::existing_row(const std::vector<std::string>& keys) const {
  for (const ComparisonRow& r : rows) {
    if (r.keys == keys) return r;
  }
  throw std::logic_error(title + ": no row '" + joined(keys) + "'");
}

void Comparison::add_row(const std::vector<std::string>& keys) { row(keys); }

void Comparison::row_fitted(const std::vector<std::string>& keys, std::string what) {
  if (what.empty()) throw std::logic_error(title + ": row_fitted() needs what was fitted");
  row(keys).fit = std::move(what);
}

void Comparison::add_runs(const std::vector<std::string>& keys,
                          const std::vector<std::pair<std::string, Config>>& runs) {
  ComparisonRow& r = row(keys);
  for (const auto& run : runs) {
    const bool twice = r.runs_.count(run.first) > 0 ||
                       std::any_of(r.pending_.begin(), r.pending_.end(),
                                   [&run](const std::pair<std::string, Config>& p) {
                                     return p.first == run.first;
                                   });
    if (twice) {
      throw std::logic_error(title + ": row '" + joined(keys) + "' has two runs named '" +
                             run.first + "'");
    }
    r.pending_.push_back(run);
  }
}

std::vector<Config> Comparison::pending_configs() const {
  std::vector<Config> configs;
  for (const ComparisonRow& r : rows) {
    for (const auto& run : r.pending_) configs.push_back(run.second);
  }
  return configs;
}

void Comparison::fill_from_runs(std::vector<RunReport> reports) {
  size_t next = 0;
  for (ComparisonRow& r : rows) {
    for (const auto& run : r.pending_) r.runs_[run.first] = std::move(reports.at(next++));
    r.pending_.clear();
  }
  for (ComparisonRow& r : rows) {
    if (r.runs_.empty()) continue;
    const RowRuns runs(*this, r);
    const auto value = [&runs](const RowValue& f) -> std::optional<double> {
      try {
        return f(runs);
      } catch (const NotRunInRow&) {
        return std::nullopt;
      }
    };
    for (const Quantity& q : quantities) {
      if (q.model) store(r.model_, q.name, value(q.model));
      if (q.reference) store(r.reference_, q.name, value(q.reference));
    }
  }
}

void Comparison::fill_reference(const PaperTable& table) {
  for (size_t i = 0; i < table.size(); ++i) {
    std::vector<std::string> keys;
    for (const std::string& k : key_names) keys.push_back(table.text(i, k));
    ComparisonRow& r = row(keys);
    for (const Quantity& q : quantities) {
      if (table.has_column(q.name)) store(r.reference_, q.name, table.number(i, q.name));
    }
  }
}

void Comparison::set_reference(const std::vector<std::string>& keys, const std::string& quantity,
                               std::optional<double> value) {
  store(row(keys).reference_, this->quantity(quantity).name, value);
}

void Comparison::set_model(const std::vector<std::string>& keys, const std::string& quantity,
                           std::optional<double> value) {
  store(row(keys).model_, this->quantity(quantity).name, value);
}

std::optional<double> Comparison::model(const std::vector<std::string>& keys,
                                        const std::string& quantity) const {
  return existing_row(keys).model(this->quantity(quantity).name);
}

const RunReport& Comparison::report(const std::vector<std::string>& keys,
                                    const std::string& run) const {
  const ComparisonRow& r = existing_row(keys);
  const auto it = r.runs_.find(run);
  if (it == r.runs_.end()) {
    throw std::logic_error(title + ": row '" + joined(keys) + "' has no run '" + run + "'");
  }
  return it->second;
}

}  // namespace ccsim::tb
