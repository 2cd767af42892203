// A deposit-style message-passing library on the node API (004 §3.1: the Fx "deposit"
// library): buffered, non-blocking sends with a per-message software overhead, and receives
// that find the data already deposited at its final address by the ejection engine.
//
// Each send pays node.msg_overhead_cycles of processor time, then queues header, DMA and
// trailer on the injection stream of its VC and returns; the network delivers in order per
// stream. Routes come from a routing policy given at construction (dimension order with
// dateline VCs by default). No SystemC here: the costs are the node API's.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "net/flit.h"
#include "net/node_api.h"

namespace ccsim::sw {

class MessagePassing {
 public:
  using RoutePolicy = std::function<net::SourceRoute(int source, int destination)>;

  MessagePassing(net::NodeApi& api, RoutePolicy route) : api_(api), route_(std::move(route)) {}

  // Non-blocking send of `words` words at local `address` to `destination`, deposited there
  // at `remote_address`. Returns a handle for wait_send().
  net::DmaHandle send(int destination, uint32_t address, uint32_t words, uint32_t remote_address,
                      uint32_t tag = 0);
  void wait_send(net::DmaHandle handle) { api_.wait_dma(handle); }
  // Waits until every send issued so far has left the node's memory.
  void wait_all_sends();
  // Waits until `count` messages in all have been deposited at this node.
  void wait_received(uint64_t count) { api_.wait_messages(count); }

 private:
  net::NodeApi& api_;
  RoutePolicy route_;
  std::vector<net::DmaHandle> pending_;
};

}  // namespace ccsim::sw
