// Wormhole switch with virtual channels, iWarp stop condition and synchronizing switch: the
// RTL twin of net::SwitchCore (sc_models/net/switch/switch_core.h), cycle for cycle.
//
// Composition only: NumPorts * NumVcs input units (cc_input_unit), NumPorts output ports
// (cc_output_port, each with NumVcs cc_output_vc), the sync gate (cc_sync_gate, SyncEnable)
// and the stop-level change detector (cc_change_detect, StopEnable). Input i = p * NumVcs + v
// is VC v of port p; output VC o = q * NumVcs + w likewise.
//
// Pin contract. Vectors are flat, per port p sliced [p*W +: W], per (port, VC) indexed
// p * NumVcs + v. "In cycle t" means: driven before, and sampled at, the rising edge that ends
// cycle t (inputs settle before the edge, not with it: the simulation checks sample them
// there); registered outputs show the result of cycle t after that edge.
//   in_valid_i/in_data_i/in_kind_i/in_vc_i  the word arriving on port p in cycle t (arrival
//       cycle t on the model's link); kind 0 head, 1 body, 2 tail. It is queued at the edge
//       and can leave in cycle t + 1 at the earliest. At most one word per port per cycle.
//   credit_in_i[p*NumVcs+v]  a credit for output VC (p, v) arriving in cycle t; usable in
//       cycle t. At most one per VC per cycle.
//   out_ready_i[p]  the link slot of port p is free in cycle t (the model's Link::can_send).
//   out_valid_o/out_data_o/out_kind_o/out_vc_o  registered: the word that left port p in
//       cycle t (the model's Link::send at t); out_vc_o is the output VC.
//   credit_out_o[p*NumVcs+v]  registered: input (p, v) popped a word in cycle t (the model's
//       Link::send_credit at t).
//   stop_enable_i[p]  level: the iWarp NotInMessage stop condition on the pool VC of port p;
//       a cycle in which the vector differs from the previous cycle's is the model's
//       set_stop_not_in_message(): go and passed-tail of every pool queue clear.
//   forward_i[p]  pulse in cycle t: the model's forward() before tick(t); applied after a
//       stop_enable_i change of the same cycle. A waiting header may start in cycle t.
//   sync_mask_i[p]  level: the pool queues the sync gate's AND includes and may hold.
//   sticky_o  registered sticky NotInMessage bits (SyncGate::bits()); sync_and_o their AND
//       over sync_mask_i (combinational from sync_mask_i, SyncGate::all_set());
//       queues_complete_o registered pulse: the bits cleared together in cycle t.
//   queues_stopped_o[p]  registered: the pool queue of p passed a tail since its last forward
//       and holds no output (SwitchCore::queues_stopped for that port).
//   in_bound_o, in_target_o (output VC index), in_count_o, out_busy_o, out_credits_o
//       registered observation of inputs and output VCs (SwitchCore::input_state, owners,
//       output_credits after take_credits).
//   head_blocked_o[i]  registered: input i's header requested an output VC in cycle t and was
//       not granted it (held by another worm, or lost to another header), or is a multicast
//       head that does not hold its whole run after cycle t, or is a combining piece's head that
//       did not take its group's output in cycle t; the model's head_blocked_cycles counts the
//       same, summed over inputs and cycles.
//   out_mc_held_o[o], out_mc_owner_o[o*TargetWidth +: TargetWidth]  registered: output VC o
//       is held by a multicast worm after cycle t, and the input whose worm it is (owner 0
//       where not held). Zero without MulticastEnable.
//   in_multicast_o[i]  registered: input i is bound to a multicast worm (its in_target_o is then
//       the run's first port and VC, which it may no longer hold). Zero without MulticastEnable.
// Per cycle, as SwitchCore::tick: credits arriving are added; the sync gate clears its bits if
// all masked bits are set; allocation (each free output VC grants one requesting header round
// robin; a hops == 1 route word is consumed: popped, credit returned, not forwarded);
// traversal (each port with a free slot sends one word, round robin over its VCs whose owner
// has a word and a credit; an input pops at most one word per cycle; a route word with
// hops > 1 leaves with hops - 1; a tail frees the output VC and sets the pool queue's sticky
// bit and passed-tail); arrivals are queued.
// Parameters (defaults: the iWarp switch of configs/iwarp-8x8.ini): SyncEnable adds the
// synchronizing switch (004 §2.2.4), StopEnable the iWarp stop condition (004 §2.2.2), both on
// pool VC SyncPoolVc. MulticastEnable adds the HPAM's inter-level multicast (switch.hpam_multicast,
// net::HpamMulticastUnit; 32-bit words): a header that is a multicast word takes the output VCs
// of its run in port order (cc_multicast_alloc, before ordinary allocation in the same cycle),
// each held output sends the worm without that word at its own pace, and a word leaves the
// input once every port has sent it (cc_input_unit, cc_multicast_queue); the multicast word
// leaves in the cycle the run becomes whole, in which no output sends the worm, so an input
// still pops at most one word per cycle. CombiningEnable adds the HPAM's combining
// (switch.hpam_combining, net::HpamCombiningUnit; 32-bit words): a header that is a combining
// word at its group's first input port takes the group's output VC when free (cc_combining_unit,
// before the multicast's and ordinary allocation in the same cycle; the group's other pieces
// wait, blocked heads); the output then sends the pieces in port order through the inputs'
// ordinary traversal, each piece's combining word and every trailer but the last piece's popped
// in the output's slot without leaving; at a piece's trailer the group's next input holds the
// output from the next cycle (in_bound_o, in_target_o show the piece that holds it). No pins are
// added. DownstreamDepth is the initial credit count of every
// output VC (the queue depth at the other end of each link). The route word's flag is bit
// WordWidth - 1 (31). A word pushed into a full queue that does not pop in the same cycle is
// dropped.
// Not checked in hardware (the model throws; simulation reports them): a message not starting
// with a route word, a route naming a port or VC the switch lacks or hops 0, queue overflow,
// a credit beyond DownstreamDepth, a word on a VC the switch lacks. The model also refuses a
// route to an unconnected port; the RTL does not know which ports are connected.
module cc_switch #(
  parameter int unsigned NumPorts = 5,
  parameter int unsigned NumVcs = 3,
  parameter int unsigned QueueDepth = 8,
  parameter int unsigned WordWidth = 32,
  parameter bit SyncEnable = 1'b1,
  parameter bit StopEnable = 1'b1,
  parameter int unsigned SyncPoolVc = 2,
  parameter int unsigned DownstreamDepth = QueueDepth,
  parameter bit MulticastEnable = 1'b0,
  parameter bit CombiningEnable = 1'b0,
  localparam int unsigned NumIn = NumPorts * NumVcs,
  localparam int unsigned TargetWidth = (NumIn > 1) ? $clog2(NumIn) : 1,
  localparam int unsigned CountWidth = $clog2(QueueDepth + 1),
  localparam int unsigned CreditWidth = $clog2(DownstreamDepth + 1)
) (
  input  logic                                   clk_i,
  input  logic                                   rst_ni,
  // Links.
  input  logic [NumPorts-1:0]                    in_valid_i,
  input  logic [NumPorts*WordWidth-1:0]          in_data_i,
  input  logic [NumPorts*cc_pkg::KindWidth-1:0]  in_kind_i,
  input  logic [NumPorts*cc_pkg::VcWidth-1:0]    in_vc_i,
  input  logic [NumIn-1:0]                       credit_in_i,
  input  logic [NumPorts-1:0]                    out_ready_i,
  output logic [NumPorts-1:0]                    out_valid_o,
  output logic [NumPorts*WordWidth-1:0]          out_data_o,
  output logic [NumPorts*cc_pkg::KindWidth-1:0]  out_kind_o,
  output logic [NumPorts*cc_pkg::VcWidth-1:0]    out_vc_o,
  output logic [NumIn-1:0]                       credit_out_o,
  // Node control and status.
  input  logic [NumPorts-1:0]                    stop_enable_i,
  input  logic [NumPorts-1:0]                    forward_i,
  input  logic [NumPorts-1:0]                    sync_mask_i,
  output logic [NumPorts-1:0]                    sticky_o,
  output logic                                   sync_and_o,
  output logic                                   queues_complete_o,
  output logic [NumPorts-1:0]                    queues_stopped_o,
  // Observation.
  output logic [NumIn-1:0]                       in_bound_o,
  output logic [NumIn*TargetWidth-1:0]           in_target_o,
  output logic [NumIn*CountWidth-1:0]            in_count_o,
  output logic [NumIn-1:0]                       out_busy_o,
  output logic [NumIn*CreditWidth-1:0]           out_credits_o,
  output logic [NumIn-1:0]                       head_blocked_o,
  output logic [NumIn-1:0]                       out_mc_held_o,
  output logic [NumIn*TargetWidth-1:0]           out_mc_owner_o,
  output logic [NumIn-1:0]                       in_multicast_o
);

  localparam int unsigned KindW = cc_pkg::KindWidth;
  localparam int unsigned VcW = cc_pkg::VcWidth;

  // Requests and grants, once per input ([i*NumIn +: NumIn] over output VCs) and transposed
  // per output VC ([o*NumIn +: NumIn] over inputs).
  logic [NumIn*NumIn-1:0] in_alloc_req, in_alloc_gnt, in_trav_req, in_trav_gnt;
  logic [NumIn*NumIn-1:0] out_alloc_req, out_alloc_gnt, out_trav_req, out_trav_gnt;
  logic [NumIn*WordWidth-1:0] word_data;
  logic [NumIn*KindW-1:0] word_kind;
  logic [NumIn-1:0] tail_left, stopped;
  logic [NumPorts-1:0] pool_tail, sync_block;
  logic stop_changed;
  // HPAM multicast, per input over ports ([i*NumPorts +: NumPorts]) unless said otherwise.
  logic [NumIn-1:0] mc_req, mc_complete, mc_claimed_vc;  // mc_claimed_vc: per output VC
  logic [NumIn*NumPorts-1:0] mc_run, mc_claimed, mc_claim;
  logic [NumIn*NumIn-1:0] mc_held;  // [i*NumIn + o]: input i's multicast worm holds output VC o
  logic [NumIn*NumVcs-1:0] mc_vc;
  logic [NumIn*NumPorts*WordWidth-1:0] port_data;  // [(i*NumPorts+q)*WordWidth +: WordWidth]
  logic [NumIn*NumPorts*KindW-1:0] port_kind;
  // HPAM combining, per input (per output VC: cb_claimed_vc).
  logic [NumIn-1:0] cb_req, cb_take, cb_handover, cb_blocked, cb_claimed_vc, cb_drop, in_popped;
  logic [NumIn*cc_pkg::CbGroupWidth-1:0] cb_group;
  logic [NumIn*TargetWidth-1:0] cb_target;
  logic [NumIn-1:0] claimed_vc;  // taken by a part in this cycle: no ordinary grant

  for (genvar p = 0; p < NumPorts; p++) begin : g_port
    for (genvar v = 0; v < NumVcs; v++) begin : g_vc
      localparam int unsigned I = p * NumVcs + v;
      localparam bit IsPool = (v == SyncPoolVc);

      cc_input_unit #(
        .NumPorts  (NumPorts),
        .NumVcs    (NumVcs),
        .QueueDepth(QueueDepth),
        .WordWidth (WordWidth),
        .Vc        (v),
        .StopEnable(StopEnable && IsPool),
        .SyncEnable(SyncEnable && IsPool),
        .MulticastEnable(MulticastEnable),
        .CombiningEnable(CombiningEnable)
      ) u_input (
        .clk_i,
        .rst_ni,
        .link_valid_i  (in_valid_i[p]),
        .link_data_i   (in_data_i[p*WordWidth +: WordWidth]),
        .link_kind_i   (in_kind_i[p*KindW +: KindW]),
        .link_vc_i     (in_vc_i[p*VcW +: VcW]),
        .sync_block_i  (sync_block[p]),
        .stop_enable_i (stop_enable_i[p]),
        .stop_changed_i(stop_changed),
        .forward_i     (forward_i[p]),
        .alloc_req_o   (in_alloc_req[I*NumIn +: NumIn]),
        .alloc_gnt_i   (in_alloc_gnt[I*NumIn +: NumIn]),
        .trav_req_o    (in_trav_req[I*NumIn +: NumIn]),
        .trav_gnt_i    (in_trav_gnt[I*NumIn +: NumIn]),
        .word_data_o   (word_data[I*WordWidth +: WordWidth]),
        .word_kind_o   (word_kind[I*KindW +: KindW]),
        .tail_left_o   (tail_left[I]),
        .mc_req_o      (mc_req[I]),
        .mc_run_o      (mc_run[I*NumPorts +: NumPorts]),
        .mc_vc_o       (mc_vc[I*NumVcs +: NumVcs]),
        .mc_claimed_o  (mc_claimed[I*NumPorts +: NumPorts]),
        .mc_claim_i    (mc_claim[I*NumPorts +: NumPorts]),
        .mc_complete_i (mc_complete[I]),
        .port_data_o   (port_data[I*NumPorts*WordWidth +: NumPorts*WordWidth]),
        .port_kind_o   (port_kind[I*NumPorts*KindW +: NumPorts*KindW]),
        .mc_held_o     (mc_held[I*NumIn +: NumIn]),
        .mc_bound_o    (in_multicast_o[I]),
        .cb_req_o      (cb_req[I]),
        .cb_group_o    (cb_group[I*cc_pkg::CbGroupWidth +: cc_pkg::CbGroupWidth]),
        .cb_take_i     (cb_take[I]),
        .cb_handover_i (cb_handover[I]),
        .cb_target_i   (cb_target[I*TargetWidth +: TargetWidth]),
        .credit_o      (credit_out_o[I]),
        .bound_o       (in_bound_o[I]),
        .target_o      (in_target_o[I*TargetWidth +: TargetWidth]),
        .count_o       (in_count_o[I*CountWidth +: CountWidth]),
        .stopped_o     (stopped[I])
      );

      if (IsPool) begin : g_pool
        assign pool_tail[p] = tail_left[I];
        assign queues_stopped_o[p] = stopped[I];
      end else begin : g_not_pool
        logic unused_pool_status;
        assign unused_pool_status = ^{tail_left[I], stopped[I]};
      end
    end

    // The words each input offers this port: a multicast worm's ports send different words.
    logic [NumIn*WordWidth-1:0] out_word_data;
    logic [NumIn*KindW-1:0] out_word_kind;
    if (MulticastEnable) begin : g_mc_words
      for (genvar i = 0; i < NumIn; i++) begin : g_in
        assign out_word_data[i*WordWidth +: WordWidth] =
            port_data[(i*NumPorts + p)*WordWidth +: WordWidth];
        assign out_word_kind[i*KindW +: KindW] = port_kind[(i*NumPorts + p)*KindW +: KindW];
      end
    end else begin : g_words
      assign out_word_data = word_data;
      assign out_word_kind = word_kind;
    end

    cc_output_port #(
      .NumIn      (NumIn),
      .NumVcs     (NumVcs),
      .WordWidth  (WordWidth),
      .CreditInit (DownstreamDepth),
      .ClaimEnable(MulticastEnable || CombiningEnable),
      .DropEnable (CombiningEnable)
    ) u_output (
      .clk_i,
      .rst_ni,
      .alloc_req_i(out_alloc_req[p*NumVcs*NumIn +: NumVcs*NumIn]),
      .alloc_gnt_o(out_alloc_gnt[p*NumVcs*NumIn +: NumVcs*NumIn]),
      .claim_i    (claimed_vc[p*NumVcs +: NumVcs]),
      .trav_req_i (out_trav_req[p*NumVcs*NumIn +: NumVcs*NumIn]),
      .trav_gnt_o (out_trav_gnt[p*NumVcs*NumIn +: NumVcs*NumIn]),
      .word_data_i(out_word_data),
      .word_kind_i(out_word_kind),
      .word_drop_i(cb_drop),
      .credit_i   (credit_in_i[p*NumVcs +: NumVcs]),
      .ready_i    (out_ready_i[p]),
      .out_valid_o(out_valid_o[p]),
      .out_data_o (out_data_o[p*WordWidth +: WordWidth]),
      .out_kind_o (out_kind_o[p*KindW +: KindW]),
      .out_vc_o   (out_vc_o[p*VcW +: VcW]),
      .busy_o     (out_busy_o[p*NumVcs +: NumVcs]),
      .credits_o  (out_credits_o[p*NumVcs*CreditWidth +: NumVcs*CreditWidth])
    );
  end

  // Headers that requested an output VC and got none, registered for observation.
  logic [NumIn-1:0] head_blocked_d;
  for (genvar i = 0; i < NumIn; i++) begin : g_head_blocked
    assign head_blocked_d[i] = ((|in_alloc_req[i*NumIn +: NumIn]) &&
                                !(|in_alloc_gnt[i*NumIn +: NumIn])) ||
                               (MulticastEnable && mc_req[i] && !mc_complete[i]) ||
                               (CombiningEnable && cb_blocked[i]);
  end
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) head_blocked_o <= '0;
    else head_blocked_o <= head_blocked_d;
  end

  // Wiring between the input-major and output-major request/grant matrices.
  for (genvar i = 0; i < NumIn; i++) begin : g_in
    for (genvar o = 0; o < NumIn; o++) begin : g_out
      // A VC a multicast or combining head claims in this cycle grants no ordinary head.
      assign out_alloc_req[o*NumIn + i] = in_alloc_req[i*NumIn + o] && !claimed_vc[o];
      assign out_trav_req[o*NumIn + i] = in_trav_req[i*NumIn + o];
      assign in_alloc_gnt[i*NumIn + o] = out_alloc_gnt[o*NumIn + i];
      assign in_trav_gnt[i*NumIn + o] = out_trav_gnt[o*NumIn + i];
    end
  end

  assign claimed_vc = mc_claimed_vc | cb_claimed_vc;

  if (MulticastEnable) begin : g_multicast
    cc_multicast_alloc #(
      .NumPorts(NumPorts),
      .NumVcs  (NumVcs)
    ) u_multicast_alloc (
      .clk_i,
      .rst_ni,
      .req_i     (mc_req),
      .run_i     (mc_run),
      .vc_i      (mc_vc),
      .held_i    (mc_claimed),
      .busy_i    (out_busy_o | cb_claimed_vc),  // combining allocates first
      .claim_o   (mc_claim),
      .complete_o(mc_complete),
      .claimed_o (mc_claimed_vc)
    );
    // At most one input holds an output VC: OR its index in.
    always_comb begin
      out_mc_held_o = '0;
      out_mc_owner_o = '0;
      for (int unsigned o = 0; o < NumIn; o++) begin
        for (int unsigned i = 0; i < NumIn; i++) begin
          if (mc_held[i*NumIn + o]) begin
            out_mc_held_o[o] = 1'b1;
            out_mc_owner_o[o*TargetWidth +: TargetWidth] |= TargetWidth'(i);
          end
        end
      end
    end
    logic unused_words;  // each port takes its own words (port_data)
    assign unused_words = ^{word_data, word_kind};
  end else begin : g_no_multicast
    logic unused_multicast;
    assign unused_multicast = ^{mc_req, mc_run, mc_vc, mc_claimed, mc_held, port_data,
                                port_kind};
    assign mc_claim = '0;
    assign mc_complete = '0;
    assign mc_claimed_vc = '0;
    assign out_mc_held_o = '0;
    assign out_mc_owner_o = '0;
  end

  // Combining: the inputs' traversal pops (a multicast input's are not a merge's) and front kinds.
  for (genvar i = 0; i < NumIn; i++) begin : g_popped
    assign in_popped[i] = (in_trav_gnt[i*NumIn +: NumIn] != '0);
  end
  if (CombiningEnable) begin : g_combining
    cc_combining_unit #(
      .NumPorts(NumPorts),
      .NumVcs  (NumVcs)
    ) u_combining (
      .clk_i,
      .rst_ni,
      .req_i     (cb_req),
      .group_i   (cb_group),
      .busy_i    (out_busy_o),
      .pop_i     (in_popped),
      .kind_i    (word_kind),
      .take_o    (cb_take),
      .handover_o(cb_handover),
      .target_o  (cb_target),
      .blocked_o (cb_blocked),
      .claimed_o (cb_claimed_vc),
      .drop_o    (cb_drop)
    );
  end else begin : g_no_combining
    logic unused_combining;
    assign unused_combining = ^{cb_req, cb_group, in_popped};
    assign cb_take = '0;
    assign cb_handover = '0;
    assign cb_target = '0;
    assign cb_blocked = '0;
    assign cb_claimed_vc = '0;
    assign cb_drop = '0;
  end

  if (SyncEnable) begin : g_sync
    cc_sync_gate #(
      .NumQueues(NumPorts)
    ) u_sync_gate (
      .clk_i,
      .rst_ni,
      .mask_i    (sync_mask_i),
      .tail_i    (pool_tail),
      .block_o   (sync_block),
      .sticky_o  (sticky_o),
      .and_o     (sync_and_o),
      .complete_o(queues_complete_o)
    );
  end else begin : g_no_sync
    logic unused_sync;
    assign unused_sync = ^{sync_mask_i, pool_tail};
    assign sync_block = '0;
    assign sticky_o = '0;
    assign sync_and_o = 1'b0;
    assign queues_complete_o = 1'b0;
  end

  if (StopEnable) begin : g_stop
    cc_change_detect #(
      .Width(NumPorts)
    ) u_stop_change (
      .clk_i,
      .rst_ni,
      .level_i  (stop_enable_i),
      .changed_o(stop_changed)
    );
  end else begin : g_no_stop
    assign stop_changed = 1'b0;
  end

`ifndef SYNTHESIS
  initial begin
    if (NumPorts > 16 || NumVcs > 16 || NumPorts * NumVcs > 64) begin
      $fatal(1, "%m: this switch takes at most 16 ports, 16 VCs and 64 (port, VC) pairs");
    end
    if (SyncPoolVc >= NumVcs) $fatal(1, "%m: SyncPoolVc %0d >= NumVcs %0d", SyncPoolVc, NumVcs);
    if (WordWidth <= cc_pkg::RouteFieldsWidth) $fatal(1, "%m: WordWidth too small for routes");
    if (MulticastEnable && WordWidth != 32) $fatal(1, "%m: the multicast word is 32 bits");
    if (CombiningEnable && WordWidth != 32) $fatal(1, "%m: the combining word is 32 bits");
  end
  for (genvar p = 0; p < NumPorts; p++) begin : g_check
    KnownVc: assert property (@(posedge clk_i) disable iff (!rst_ni)
                              !(in_valid_i[p] && (32'(in_vc_i[p*VcW +: VcW]) >= NumVcs)))
      else $error("%m: word on vc %0d but the switch has %0d", in_vc_i[p*VcW +: VcW], NumVcs);
  end
`endif

endmodule
