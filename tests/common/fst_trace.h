// Reads an FST file back with fstapi's reader, for the tests of FST traces.
//
// read_fst() returns the dotted name of every variable as written ("ccsim.n0_0.out_xp.data
// [31:0]" keeps the writer's " [31:0]"), its width, the timescale exponent and every value
// change in file order as (time, name, value as an integer). Only in builds with the FST writer
// (CCSIM_WITH_FST); header-only.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "fstapi.h"

namespace ccsim {

struct FstTrace {
  bool opened = false;
  int timescale_exponent = 0;
  uint64_t end_time = 0;
  std::map<std::string, int> width_of;  // dotted name -> bits
  // (time, dotted name, value) in file order.
  std::vector<std::tuple<uint64_t, std::string, uint64_t>> changes;
};

inline FstTrace read_fst(const std::string& path) {
  FstTrace trace;
  void* ctx = fstReaderOpen(path.c_str());
  if (ctx == nullptr) return trace;
  trace.opened = true;
  trace.timescale_exponent = fstReaderGetTimescale(ctx);
  trace.end_time = fstReaderGetEndTime(ctx);
  std::vector<std::string> scope;
  std::map<fstHandle, std::string> name_of;
  while (const fstHier* h = fstReaderIterateHier(ctx)) {
    if (h->htyp == FST_HT_SCOPE) {
      scope.push_back(h->u.scope.name);
    } else if (h->htyp == FST_HT_UPSCOPE) {
      if (!scope.empty()) scope.pop_back();
    } else if (h->htyp == FST_HT_VAR) {
      std::string name;
      for (const std::string& s : scope) name += s + ".";
      name += h->u.var.name;
      name_of[h->u.var.handle] = name;
      trace.width_of[name] = int(h->u.var.length);
    }
  }
  struct Sink {
    FstTrace* trace;
    std::map<fstHandle, std::string>* names;
  } sink{&trace, &name_of};
  fstReaderSetFacProcessMaskAll(ctx);
  fstReaderIterBlocks(
      ctx,
      [](void* user, uint64_t time, fstHandle handle, const unsigned char* value) {
        Sink* s = static_cast<Sink*>(user);
        uint64_t v = 0;
        for (const unsigned char* c = value; *c == '0' || *c == '1'; ++c) v = v << 1 | (*c - '0');
        s->trace->changes.emplace_back(time, (*s->names)[handle], v);
      },
      &sink, nullptr);
  fstReaderClose(ctx);
  return trace;
}

}  // namespace ccsim
