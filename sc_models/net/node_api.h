// The node API: what node software may ask of its node, each call costing simulated cycles.
//
// Node programs are plain C++ against this interface; the SystemC node (sc_models/node.h)
// implements it inside the processor's SC_THREAD, so a blocking call advances simulated time.
// No SystemC type appears here: plans, algorithms and the message-passing library stay pure.
//
// Sending a message: send_header() (route and info words), start_dma_out() (data words from
// memory), send_trailer(). The three queue in order on the injection queue of the route's
// first virtual channel. Receiving: the node's ejection engine deposits every arriving
// message's data at the address in its second info word (deposit model, 004 §3.1) through the
// memory ports; receive_header()/receive_trailer() wait for the next message on a VC.
//
// All-port nodes (node.all_port, net/local_channels.h): a node has one injection and one
// ejection channel per network port. A message enters on the channel paired with its route's
// first segment (network port p: channel p; a local port N + c, a message to itself: channel
// c), and ejects on the local port its last segment names (topology.local_port() = N is
// channel 0; N + c is channel c). A message's three calls go where its header went:
// start_dma_out(vc) and send_trailer(vc) join the channel of the last send_header on VC vc, so
// a program finishes queueing one message's calls before it sends the next header on the same
// VC. The calls only queue, so sending on every channel at once is: for each channel, header,
// DMA and trailer; then wait. Records keep their meaning across channels: receive_header(vc)
// and receive_trailer(vc) take the messages of VC vc, whichever channel they came on, in the
// order their headers arrived; wait_messages() counts every channel's.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "base/errors.h"
#include "net/cycle.h"
#include "net/flit.h"
#include "net/message_record.h"
#include "net/params.h"
#include "net/switch/addition_control.h"
#include "net/topology/topology.h"

namespace ccsim::net {

struct DmaHandle {
  int id = -1;
};

class NodeApi {
 public:
  virtual ~NodeApi() = default;

  // Who and where.
  virtual int node_id() const = 0;
  virtual const Topology& topology() const = 0;
  virtual const MachineParams& machine() const = 0;
  virtual Cycle now() const = 0;

  // Processor time: busy for `cycles` cycles.
  virtual void compute(Cycle cycles) = 0;

  // Processor memory access through the serialized ports (waits for a grant).
  virtual uint32_t load(uint32_t address) = 0;
  virtual void store(uint32_t address, uint32_t value) = 0;
  // `count` processor accesses through the memory ports, one after another, each waiting for
  // its grant as load() and store() do, without the program handling each word: it changes
  // the data itself through memory() (block copies, local reordering, reductions), and pays
  // exactly what `count` loads and stores would.
  virtual void stream_accesses(uint64_t count) = 0;

  // Injection. The VC of the injection queue is route.front().vc.
  virtual void send_header(const SourceRoute& route, uint32_t info0, uint32_t info1) = 0;
  virtual DmaHandle start_dma_out(uint32_t address, uint32_t words, int vc) = 0;
  virtual void send_trailer(int vc) = 0;
  virtual void wait_dma(DmaHandle handle) = 0;

  // Ejection (processor view of the deposit engine).
  virtual MessageRecord receive_header(int vc) = 0;   // next message's header has arrived
  virtual MessageRecord receive_trailer(int vc) = 0;  // that message is fully deposited
  virtual uint64_t messages_received() const = 0;     // all VCs, fully deposited

  // Blocks until messages_received() >= count.
  virtual void wait_messages(uint64_t count) = 0;
  // Backdoor to the records of the messages that have arrived on VC vc and that
  // receive_trailer has not returned (those whose header receive_header took included), in
  // arrival order: zero time, for checking what arrived (as memory() is for data).
  virtual std::vector<MessageRecord> untaken_records(int vc) const = 0;

  // Switch control, on the AAPC pool VC (switch.sync_pool_vc) of the ports in a mask
  // (bit p = switch port p; the local port is the injection queue).
  virtual void set_stop_not_in_message(PortMask port_mask) = 0;  // iWarp stop condition
  virtual void forward(PortMask port_mask) = 0;              // let each one more message through
  virtual void wait_queues_stopped(PortMask port_mask) = 0;  // each passed a tail since forward
  virtual void set_sync_mask(PortMask port_mask) = 0;        // queues the sync gate's AND includes
  virtual void wait_queues_complete() = 0;  // next QueuesComplete pulse of the sync gate

  // The node-side control of the switch's hardware addition C (net/switch/addition.h), or
  // nullptr when this node's switch lacks it or has it off: control<BroadcastControl>() for
  // the broadcast relay. The synchronizing switch is driven by set_sync_mask and
  // wait_queues_complete above.
  template <typename C>
  C* control() {
    return control_as<C>(addition_control(C::kAddition));
  }
  virtual AdditionControl* addition_control(const std::string& addition) {
    (void)addition;
    return nullptr;
  }

  // Global barrier network.
  virtual void barrier() = 0;

  // Backdoor to this node's memory: zero time, for setting up data and checking results.
  virtual std::vector<uint32_t>& memory() = 0;
};

}  // namespace ccsim::net
