// Input unit of one (port, VC): queue, route decode, binding, iWarp stop condition.
//
// Role (net::SwitchCore's InputUnit): queues the words of its VC arriving on its port; while
// unbound, decodes the route segment at the front and requests that output VC (alloc_req_o,
// one-hot over NumPorts * NumVcs); once granted it holds that output VC until its tail leaves.
// Per cycle: a grant binds the input; a segment with hops == 1 is consumed at once (popped,
// credit returned, nothing forwarded); with hops > 1 the route word leaves with hops - 1 and
// may leave in the grant's own cycle. trav_req_o offers the front word to the bound output VC
// (not in a cycle that already popped at allocation: one pop per cycle); trav_gnt_i pops it.
// word_data_o/word_kind_o are the front word as it would leave. A tail leaving unbinds the
// input from the next cycle and pulses tail_left_o (the sync gate's set signal).
// Sync gate (SyncEnable, the AAPC pool VC only): sync_block_i holds an unbound header.
// Stop condition (StopEnable, the AAPC pool VC only): while stop_enable_i is high a header
// waits until forward_i has given it one go; a grant uses the go up. passed_tail (stopped_o
// while unbound) is set when a tail leaves with the stop enabled, cleared by forward_i.
// stop_changed_i is the model's set_stop_not_in_message(): it clears go and passed_tail, then
// a forward_i of the same cycle applies. forward_i and sync_block_i act in their own cycle.
// Registered outputs: credit_o (a word was popped in the cycle just ended), bound_o, target_o
// (output VC index port * NumVcs + vc), count_o, stopped_o.
// HPAM multicast (MulticastEnable, net::HpamMulticastUnit): a header that is a multicast word
// requests its run from cc_multicast_alloc (mc_req_o, mc_run_o, mc_vc_o, mc_claimed_o: the
// ports taken so far), holds the ports it is given (mc_claim_i), and binds at the first of them
// (bound_o, target_o = the run's first port and VC; a stop condition's go is used up then, as
// at an ordinary grant). Each held output sends the worm from the word after the multicast word
// at its own pace: port q's next word is the one off[q] places behind the front (port_data_o,
// port_kind_o), requested on (q, the run's VC) while it is queued. Once the run is whole
// (mc_complete_i) the multicast word is popped and no port sends in that cycle (the input's one
// pop, as net::WormCursor::from); from the next cycle on the front word is popped once every
// port of the run has sent it. A port's tail releases that port; the tail leaving the queue
// unbinds the input. Registered: mc_held_o (the output VCs it holds, one-hot over NumOut per
// port), mc_bound_o (bound to a multicast worm).
// HPAM combining (CombiningEnable, net::HpamCombiningUnit; cc_combining_unit): a header that is a
// combining word requests its group (cb_req_o, cb_group_o: the word's fields) and does not request
// an ordinary output. cb_take_i binds the input now, to cb_target_i (a first piece, as an ordinary
// grant: the combining word may leave in this cycle; a stop condition's go is used up);
// cb_handover_i binds it from the next cycle (the group's next piece, which sends nothing in the
// cycle of the handover, whatever its queue holds). A combining worm's words leave unchanged (no
// route word is rewritten); which of them leave the switch is the combining unit's (drop), the
// input pops each as it is sent, and its trailer unbinds it as any tail.
module cc_input_unit #(
  parameter int unsigned NumPorts = 5,
  parameter int unsigned NumVcs = 3,
  parameter int unsigned QueueDepth = 8,
  parameter int unsigned WordWidth = 32,
  parameter int unsigned Vc = 0,
  parameter bit StopEnable = 1'b0,
  parameter bit SyncEnable = 1'b0,
  parameter bit MulticastEnable = 1'b0,
  parameter bit CombiningEnable = 1'b0,
  localparam int unsigned NumOut = NumPorts * NumVcs,
  localparam int unsigned TargetWidth = (NumOut > 1) ? $clog2(NumOut) : 1,
  localparam int unsigned CountWidth = $clog2(QueueDepth + 1)
) (
  input  logic                         clk_i,
  input  logic                         rst_ni,
  // The word arriving on this port this cycle; queued here if link_vc_i == Vc.
  input  logic                         link_valid_i,
  input  logic [WordWidth-1:0]         link_data_i,
  input  logic [cc_pkg::KindWidth-1:0] link_kind_i,
  input  logic [cc_pkg::VcWidth-1:0]   link_vc_i,
  // Header holds: sync gate, stop condition.
  input  logic                         sync_block_i,
  input  logic                         stop_enable_i,
  input  logic                         stop_changed_i,
  input  logic                         forward_i,
  // Allocation and traversal, one-hot over output VCs.
  output logic [NumOut-1:0]            alloc_req_o,
  input  logic [NumOut-1:0]            alloc_gnt_i,
  output logic [NumOut-1:0]            trav_req_o,
  input  logic [NumOut-1:0]            trav_gnt_i,
  output logic [WordWidth-1:0]         word_data_o,
  output logic [cc_pkg::KindWidth-1:0] word_kind_o,
  output logic                         tail_left_o,
  // HPAM multicast (tied off without MulticastEnable).
  output logic                         mc_req_o,
  output logic [NumPorts-1:0]          mc_run_o,
  output logic [NumVcs-1:0]            mc_vc_o,
  output logic [NumPorts-1:0]          mc_claimed_o,
  input  logic [NumPorts-1:0]          mc_claim_i,
  input  logic                         mc_complete_i,
  output logic [NumPorts*WordWidth-1:0] port_data_o,
  output logic [NumPorts*cc_pkg::KindWidth-1:0] port_kind_o,
  output logic [NumOut-1:0]            mc_held_o,
  output logic                         mc_bound_o,
  // HPAM combining (tied off without CombiningEnable).
  output logic                         cb_req_o,
  output logic [cc_pkg::CbGroupWidth-1:0] cb_group_o,
  input  logic                         cb_take_i,
  input  logic                         cb_handover_i,
  input  logic [TargetWidth-1:0]       cb_target_i,
  // Registered status.
  output logic                         credit_o,
  output logic                         bound_o,
  output logic [TargetWidth-1:0]       target_o,
  output logic [CountWidth-1:0]        count_o,
  output logic                         stopped_o
);

  localparam int unsigned KindW = cc_pkg::KindWidth;
  localparam int unsigned PortLowW = cc_pkg::PortFieldWidth;
  localparam int unsigned PortW = cc_pkg::PortFieldWidth + cc_pkg::PortExtWidth;
  localparam int unsigned HopsW = cc_pkg::HopsFieldWidth;
  localparam int unsigned SegVcW = cc_pkg::VcFieldWidth;

  // Queue of {kind, data}.
  localparam int unsigned SlotW = KindW + WordWidth;
  localparam int unsigned PtrW = (QueueDepth > 1) ? $clog2(QueueDepth) : 1;
  logic push, pop, pop_alloc, pop_trav, empty;
  logic unused_full;  // the queue itself reports an overflow
  logic [SlotW-1:0] front;
  logic [WordWidth-1:0] front_data;
  logic [KindW-1:0] front_kind;
  logic [QueueDepth*SlotW-1:0] slots;  // multicast only
  logic [PtrW-1:0] rd;
  // The multicast's share of this cycle (constant without MulticastEnable): its worm owns the
  // input (mc_busy), binds now (mc_first), pops (mc_pops), requests, lets its tail go.
  logic mc_busy, mc_first, is_mc, mc_tail_left, mc_pop;
  logic [NumOut-1:0] mc_trav_req;
  logic [TargetWidth-1:0] mc_target;
  // The combining's share: a combining word at the front, a take now, a handover at the edge.
  logic is_cb, cb_take, cb_handover;
  logic [TargetWidth-1:0] cb_target;

  assign push = link_valid_i && (link_vc_i == cc_pkg::VcWidth'(Vc));
  assign pop = pop_alloc || pop_trav || mc_pop;

  if (MulticastEnable) begin : g_mc_queue
    cc_multicast_queue #(
      .Depth(QueueDepth),
      .Width(SlotW)
    ) u_queue (
      .clk_i,
      .rst_ni,
      .push_i (push),
      .data_i ({link_kind_i, link_data_i}),
      .pop_i  (pop),
      .data_o (front),
      .slots_o(slots),
      .rd_o   (rd),
      .empty_o(empty),
      .full_o (unused_full),
      .count_o
    );
  end else begin : g_queue
    cc_fifo #(
      .Depth(QueueDepth),
      .Width(SlotW)
    ) u_queue (
      .clk_i,
      .rst_ni,
      .push_i (push),
      .data_i ({link_kind_i, link_data_i}),
      .pop_i  (pop),
      .data_o (front),
      .empty_o(empty),
      .full_o (unused_full),
      .count_o
    );
    assign slots = '0;
    assign rd = '0;
  end

  assign front_data = front[WordWidth-1:0];
  assign front_kind = front[KindW+WordWidth-1:WordWidth];

  // Route segment at the front (meaningful while it is a route word).
  logic is_route;
  logic [PortW-1:0] seg_port;
  logic [HopsW-1:0] seg_hops;
  logic [SegVcW-1:0] seg_vc;
  logic [TargetWidth-1:0] seg_target;

  assign is_route = (front_kind == cc_pkg::KindHead) && front_data[WordWidth-1];
  assign seg_port = {front_data[cc_pkg::PortExtLsb +: cc_pkg::PortExtWidth],
                     front_data[cc_pkg::PortFieldLsb +: PortLowW]};
  assign seg_hops = front_data[cc_pkg::HopsFieldLsb +: HopsW];
  assign seg_vc = front_data[cc_pkg::VcFieldLsb +: SegVcW];
  assign seg_target = TargetWidth'(seg_port) * TargetWidth'(NumVcs) + TargetWidth'(seg_vc);

  // Binding state.
  logic bound_q, seg_pending_q, credit_q;
  logic [TargetWidth-1:0] target_q;
  logic header, stop_block, sync_block, req_valid, granted, bound_now, seg_pending_now, tail_left;
  logic [TargetWidth-1:0] target_now;

  assign header = !bound_q && !empty;
  assign req_valid = header && is_route && !is_mc && !is_cb && !stop_block && !sync_block;

  for (genvar o = 0; o < NumOut; o++) begin : g_alloc_req
    assign alloc_req_o[o] = req_valid && (seg_port == PortW'(o / NumVcs)) &&
                            (seg_vc == SegVcW'(o % NumVcs));
  end

  // A grant binds the input in this cycle; a hops == 1 segment is consumed right away.
  assign granted = (alloc_gnt_i != '0);
  assign pop_alloc = granted && (seg_hops == HopsW'(1));
  assign bound_now = bound_q || granted || mc_first || cb_take;
  assign target_now = granted ? seg_target : mc_first ? mc_target : cb_take ? cb_target : target_q;
  assign seg_pending_now = granted ? (seg_hops != HopsW'(1)) : seg_pending_q && !cb_take;

  for (genvar o = 0; o < NumOut; o++) begin : g_trav_req
    assign trav_req_o[o] = (bound_now && !mc_busy && !empty && !pop_alloc &&
                            (target_now == TargetWidth'(o))) || mc_trav_req[o];
  end

  // The word as it leaves: a pending route word goes on with hops - 1, rewritten from its
  // fields (net::encode_segment), every other word unchanged.
  logic [WordWidth-1:0] rewritten;
  always_comb begin
    rewritten = '0;
    rewritten[WordWidth-1] = 1'b1;
    rewritten[cc_pkg::PortFieldLsb +: PortLowW] = seg_port[PortLowW-1:0];
    rewritten[cc_pkg::PortExtLsb +: cc_pkg::PortExtWidth] = seg_port[PortW-1:PortLowW];
    rewritten[cc_pkg::HopsFieldLsb +: HopsW] = seg_hops - HopsW'(1);
    rewritten[cc_pkg::VcFieldLsb +: SegVcW] = seg_vc;
  end
  assign word_data_o = seg_pending_now ? rewritten : front_data;
  assign word_kind_o = front_kind;

  assign pop_trav = (trav_gnt_i != '0) && !mc_busy;
  assign tail_left = (pop_trav && (front_kind == cc_pkg::KindTail)) || mc_tail_left;
  assign tail_left_o = tail_left;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      bound_q <= 1'b0;
      target_q <= '0;
      seg_pending_q <= 1'b0;
      credit_q <= 1'b0;
    end else begin
      bound_q <= (bound_now && !tail_left) || cb_handover;
      target_q <= cb_handover ? cb_target : target_now;
      seg_pending_q <= seg_pending_now && !pop_trav && !cb_handover;
      credit_q <= pop;
    end
  end

  assign credit_o = credit_q;
  assign bound_o = bound_q;
  assign target_o = target_q;

  // HPAM multicast: the worm's state while it owns the input (net::HpamMulticastUnit::State).
  if (MulticastEnable) begin : g_mc
    localparam int unsigned McW = cc_pkg::McPortWidth;
    localparam int unsigned OffW = CountWidth + 1;
    logic mc_q, done_q;
    logic [NumPorts-1:0] claimed_q, finished_q, run_q, holding_q;
    logic [NumVcs-1:0] vc_q;
    logic [NumPorts*CountWidth-1:0] off_q;
    logic [NumPorts-1:0] run_dec, run_now, claimed_now, holding_now, avail, send, past;
    logic [NumVcs-1:0] vc_dec, vc_now;
    logic [McW-1:0] first_port;
    logic [McW:0] last_port;
    logic complete_now, done_now, pop_mc, pop_word;
    logic [NumPorts*OffW-1:0] k;  // per port: its next word's place behind the front
    logic [NumPorts-1:0] tail_sent;

    // The multicast word (cc_pkg): addition code 3, not a route handle.
    assign is_mc = (front_kind == cc_pkg::KindHead) && front_data[WordWidth-1] &&
                   !front_data[cc_pkg::RouteHandleBit] &&
                   (front_data[cc_pkg::AdditionCodeLsb +: 2] == cc_pkg::MulticastCode);
    assign first_port = front_data[cc_pkg::McFirstLsb +: McW];
    assign last_port = {1'b0, first_port} + {1'b0, front_data[cc_pkg::McPortsLsb +: McW]};
    assign run_dec[0] = (first_port == '0);  // last_port >= first_port
    for (genvar q = 1; q < NumPorts; q++) begin : g_run
      assign run_dec[q] = ((McW + 1)'(q) >= {1'b0, first_port}) && ((McW + 1)'(q) <= last_port);
    end
    for (genvar v = 0; v < NumVcs; v++) begin : g_vc_dec
      assign vc_dec[v] = (front_data[cc_pkg::McVcLsb +: cc_pkg::McVcWidth] ==
                          cc_pkg::McVcWidth'(v));
    end
    assign mc_target = TargetWidth'(first_port) * TargetWidth'(NumVcs) +
                       TargetWidth'(front_data[cc_pkg::McVcLsb +: cc_pkg::McVcWidth]);

    // Allocation: the front is the multicast word until the run is whole.
    assign mc_req_o = !empty && is_mc && !stop_block && !sync_block &&
                      (!bound_q || (mc_q && !done_q));
    assign mc_run_o = run_dec;
    assign mc_vc_o = vc_dec;
    assign mc_claimed_o = claimed_q;
    assign mc_first = mc_req_o && !mc_q && (mc_claim_i != '0);
    assign complete_now = mc_req_o && mc_complete_i;
    assign mc_busy = mc_q || mc_first;
    assign run_now = mc_q ? run_q : run_dec;
    assign vc_now = mc_q ? vc_q : vc_dec;
    assign claimed_now = claimed_q | mc_claim_i;
    assign holding_now = claimed_now & ~finished_q;
    assign done_now = done_q || complete_now;
    assign pop_mc = complete_now;

    // Traversal per port q: a port taken now starts at the word after the multicast word.
    for (genvar q = 0; q < NumPorts; q++) begin : g_copy
      logic [OffW-1:0] kq, slot_sum;
      logic [PtrW-1:0] slot;
      logic [SlotW-1:0] word;
      assign kq = mc_claim_i[q] ? OffW'(1) : OffW'(off_q[q*CountWidth +: CountWidth]);
      assign k[q*OffW +: OffW] = kq;
      assign slot_sum = OffW'(rd) + kq;
      assign slot = (slot_sum >= OffW'(QueueDepth)) ? PtrW'(slot_sum - OffW'(QueueDepth))
                                                    : PtrW'(slot_sum);
      // A multiplexer over the slots (an indexed part-select becomes a shifter in Yosys).
      always_comb begin
        word = '0;
        for (int unsigned sl = 0; sl < QueueDepth; sl++) begin
          if (slot == PtrW'(sl)) word = slots[sl*SlotW +: SlotW];
        end
      end
      // Not in the cycle the run becomes whole: the multicast word's pop is the input's one.
      assign avail[q] = holding_now[q] && !complete_now && (kq < OffW'(count_o));
      for (genvar v = 0; v < NumVcs; v++) begin : g_req
        assign mc_trav_req[q*NumVcs + v] = avail[q] && vc_now[v];
      end
      assign send[q] = mc_busy && (trav_gnt_i[q*NumVcs +: NumVcs] != '0);
      assign tail_sent[q] = send[q] && (word[WordWidth +: KindW] == cc_pkg::KindTail);
      // Every port of the run has sent the front word (once the multicast word has gone).
      assign past[q] = !run_now[q] || (kq + OffW'(send[q]) != '0);
      assign port_data_o[q*WordWidth +: WordWidth] = holding_now[q] ? word[WordWidth-1:0]
                                                                    : word_data_o;
      assign port_kind_o[q*KindW +: KindW] = holding_now[q] ? word[WordWidth +: KindW]
                                                            : word_kind_o;
    end

    // After the cycle of the multicast word's pop (done_q), the front word goes once sent.
    assign pop_word = done_q && (&past);
    assign mc_tail_left = pop_word && (front_kind == cc_pkg::KindTail);
    assign mc_pop = pop_mc || pop_word;

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        mc_q <= 1'b0;
        done_q <= 1'b0;
        claimed_q <= '0;
        finished_q <= '0;
        holding_q <= '0;
        run_q <= '0;
        vc_q <= '0;
        off_q <= '0;
      end else begin
        mc_q <= mc_busy && !mc_tail_left;
        done_q <= done_now && !mc_tail_left;
        claimed_q <= mc_tail_left ? '0 : claimed_now;
        finished_q <= mc_tail_left ? '0 : (finished_q | tail_sent);
        holding_q <= mc_tail_left ? '0 : (holding_now & ~tail_sent);
        if (mc_first) begin
          run_q <= run_dec;
          vc_q <= vc_dec;
        end
        for (int unsigned q = 0; q < NumPorts; q++) begin
          off_q[q*CountWidth +: CountWidth] <=
              (run_now[q] && !mc_tail_left)
                  ? CountWidth'(k[q*OffW +: OffW] + OffW'(send[q]) - OffW'(mc_pop))
                  : '0;
        end
      end
    end
    for (genvar o = 0; o < NumOut; o++) begin : g_held
      assign mc_held_o[o] = holding_q[o / NumVcs] && vc_q[o % NumVcs];
    end
    assign mc_bound_o = mc_q;

`ifndef SYNTHESIS
    // The model refuses a run beyond the switch's ports or VCs, and heads of other additions.
    logic bad_run, other_addition;
    assign bad_run = (32'(last_port) >= NumPorts) ||
                     (32'(front_data[cc_pkg::McVcLsb +: cc_pkg::McVcWidth]) >= NumVcs);
    assign other_addition = header && is_route && !front_data[cc_pkg::RouteHandleBit] &&
                            (front_data[cc_pkg::AdditionCodeLsb +: 2] != 2'd0) && !is_mc &&
                            !is_cb;
    MulticastRunExists: assert property (@(posedge clk_i) disable iff (!rst_ni)
                                         !(mc_req_o && bad_run))
      else $error("%m: multicast word 0x%08x names ports or a VC this switch does not have",
                  front_data);
    NoOtherAddition: assert property (@(posedge clk_i) disable iff (!rst_ni) !other_addition)
      else $error("%m: head word 0x%08x of an addition this switch does not have", front_data);
    OnePopPerCycle: assert property (@(posedge clk_i) disable iff (!rst_ni)
                                     !((pop_mc && pop_word) ||
                                       (mc_pop && (pop_alloc || pop_trav))))
      else $error("%m: two words popped in one cycle");
`endif
  end else begin : g_no_mc
    logic unused_mc;
    assign unused_mc = ^{mc_claim_i, mc_complete_i, slots, rd};
    assign is_mc = 1'b0;
    assign mc_busy = 1'b0;
    assign mc_first = 1'b0;
    assign mc_tail_left = 1'b0;
    assign mc_pop = 1'b0;
    assign mc_trav_req = '0;
    assign mc_target = '0;
    assign mc_req_o = 1'b0;
    assign mc_run_o = '0;
    assign mc_vc_o = '0;
    assign mc_claimed_o = '0;
    assign port_data_o = '0;
    assign port_kind_o = '0;
    assign mc_held_o = '0;
    assign mc_bound_o = 1'b0;
  end

  // HPAM combining: the combining word (cc_pkg): addition code 2, not a route handle.
  if (CombiningEnable) begin : g_cb
    assign is_cb = (front_kind == cc_pkg::KindHead) && front_data[WordWidth-1] &&
                   !front_data[cc_pkg::RouteHandleBit] &&
                   (front_data[cc_pkg::AdditionCodeLsb +: 2] == cc_pkg::CombiningCode);
    assign cb_req_o = header && is_cb && !stop_block && !sync_block;
    assign cb_group_o = front_data[cc_pkg::CbGroupWidth-1:0];
    assign cb_take = cb_take_i;
    assign cb_handover = cb_handover_i;
    assign cb_target = cb_target_i;
  end else begin : g_no_cb
    logic unused_cb;
    assign unused_cb = ^{cb_take_i, cb_handover_i, cb_target_i};
    assign is_cb = 1'b0;
    assign cb_req_o = 1'b0;
    assign cb_group_o = '0;
    assign cb_take = 1'b0;
    assign cb_handover = 1'b0;
    assign cb_target = '0;
  end

  // Synchronizing switch (the pool VC only): the gate holds the header.
  if (SyncEnable) begin : g_sync
    assign sync_block = sync_block_i;
  end else begin : g_no_sync
    logic unused_sync_block;
    assign unused_sync_block = sync_block_i;
    assign sync_block = 1'b0;
  end

  // iWarp NotInMessage stop condition.
  if (StopEnable) begin : g_stop
    logic go_q, passed_tail_q, go_now, passed_tail_now;
    assign go_now = (go_q && !stop_changed_i) || forward_i;
    assign passed_tail_now = passed_tail_q && !stop_changed_i && !forward_i;
    assign stop_block = stop_enable_i && !go_now;
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        go_q <= 1'b0;
        passed_tail_q <= 1'b0;
      end else begin
        go_q <= go_now && !granted && !mc_first && !cb_take && !cb_handover;
        passed_tail_q <= passed_tail_now || (tail_left && stop_enable_i);
      end
    end
    assign stopped_o = passed_tail_q && !bound_q;
  end else begin : g_no_stop
    logic unused_stop;
    assign unused_stop = ^{stop_enable_i, stop_changed_i, forward_i};
    assign stop_block = 1'b0;
    assign stopped_o = 1'b0;
  end

`ifndef SYNTHESIS
  // The model (net::SwitchCore) throws on these; simulation reports them (Verilator --assert).
  logic bad_route;
  assign bad_route = (32'(seg_port) >= NumPorts) || (32'(seg_vc) >= NumVcs) || (seg_hops == '0);
  MessageStartsWithRoute: assert property (@(posedge clk_i) disable iff (!rst_ni)
                                           !(header && !is_route))
    else $error("%m: a message must start with a route word, found kind %0d word 0x%08x",
                front_kind, front_data);
  RouteNamesExistingOutput: assert property (@(posedge clk_i) disable iff (!rst_ni)
                                             !(req_valid && bad_route))
    else $error("%m: route word names port %0d vc %0d hops %0d, which this switch does not have",
                seg_port, seg_vc, seg_hops);
  KnownKind: assert property (@(posedge clk_i) disable iff (!rst_ni)
                              !(push && (link_kind_i != cc_pkg::KindHead) &&
                                (link_kind_i != cc_pkg::KindBody) &&
                                (link_kind_i != cc_pkg::KindTail)))
    else $error("%m: word of unknown kind %0d", link_kind_i);
`endif

endmodule
