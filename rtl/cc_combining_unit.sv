// HPAM combining: merges a group's pieces, one per input port of its run, into one worm.
//
// Role (net::HpamCombiningUnit): allocation and the merge's state per output VC.
// Allocation, before the multicast's and ordinary allocation in the same cycle: the requesting
// inputs (req_i: a combining word at the front, not held back; group_i its fields) are taken in
// index order; one at its group's first input port takes the group's output VC if that is
// neither held (busy_i) nor taken by an earlier input in this cycle (take_o, target_o, and
// claimed_o per output VC, which grants no other head and leaves the VC's arbiter pointer);
// every other requester waits (blocked_o, counted as a blocked head).
// Merge, per output VC o while held: the group, the pieces' input VC (the first piece's) and
// the piece whose input holds o (bound to it, target o: ordinary traversal). The word that
// input offers does not leave (drop_o: popped in the output's slot, a credit needed as for any
// word, none spent) while it is the piece's combining word, which is the front from the take
// until the first pop, or a trailer of any piece but the last. At a piece's trailer the
// holder's input unbinds and the next input of the group is bound to o from the next cycle
// (handover_o, target_o), whatever it holds (its combining word, when it comes, is dropped);
// the last trailer leaves and frees o. No input sends in the cycle it is handed over.
// Combinational: take_o, claimed_o, blocked_o, drop_o, handover_o, target_o (pop_i, a
// traversal pop of this cycle, reaches only registers). Registered: the merges.
module cc_combining_unit #(
  parameter int unsigned NumPorts = 10,
  parameter int unsigned NumVcs = 1,
  localparam int unsigned NumIn = NumPorts * NumVcs,
  localparam int unsigned TargetWidth = (NumIn > 1) ? $clog2(NumIn) : 1,
  localparam int unsigned GroupW = cc_pkg::CbGroupWidth
) (
  input  logic                              clk_i,
  input  logic                              rst_ni,
  input  logic [NumIn-1:0]                  req_i,
  input  logic [NumIn*GroupW-1:0]           group_i,
  input  logic [NumIn-1:0]                  busy_i,
  input  logic [NumIn-1:0]                  pop_i,
  input  logic [NumIn*cc_pkg::KindWidth-1:0] kind_i,
  output logic [NumIn-1:0]                  take_o,
  output logic [NumIn-1:0]                  handover_o,
  output logic [NumIn*TargetWidth-1:0]      target_o,
  output logic [NumIn-1:0]                  blocked_o,
  output logic [NumIn-1:0]                  claimed_o,
  output logic [NumIn-1:0]                  drop_o
);

  localparam int unsigned KindW = cc_pkg::KindWidth;
  localparam int unsigned PortW = cc_pkg::CbPortWidth;
  localparam int unsigned VcIdxW = (NumVcs > 1) ? $clog2(NumVcs) : 1;

  // The merges, per output VC: [o*PortW +: PortW] for the port fields.
  logic [NumIn-1:0] active_q, pending_q, active_d, pending_d;
  logic [NumIn*PortW-1:0] first_q, last_q, piece_q, first_d, last_d, piece_d;
  logic [NumIn*VcIdxW-1:0] vc_q, vc_d;
  // holder[o*NumIn + i]: input i holds output VC o for its merge.
  logic [NumIn*NumIn-1:0] holder;
  // next[o*NumIn + j]: input j is the next piece's of the merge on o (none after the last).
  logic [NumIn*NumIn-1:0] next;
  logic [NumIn-1:0] taken;

  for (genvar o = 0; o < NumIn; o++) begin : g_holder
    for (genvar i = 0; i < NumIn; i++) begin : g_in
      assign holder[o*NumIn + i] =
          active_q[o] &&
          (32'(first_q[o*PortW +: PortW]) + 32'(piece_q[o*PortW +: PortW]) == i / NumVcs) &&
          (32'(vc_q[o*VcIdxW +: VcIdxW]) == i % NumVcs);
      assign next[o*NumIn + i] =
          active_q[o] && (piece_q[o*PortW +: PortW] != last_q[o*PortW +: PortW]) &&
          (32'(first_q[o*PortW +: PortW]) + 32'(piece_q[o*PortW +: PortW]) + 32'd1 == i / NumVcs) &&
          (32'(vc_q[o*VcIdxW +: VcIdxW]) == i % NumVcs);
    end
  end

  // Allocation, and the merge each take starts (start_*, per output VC; start_in: the taker).
  logic [NumIn-1:0] start;
  logic [NumIn*PortW-1:0] start_first, start_last;
  logic [NumIn*NumIn-1:0] start_in;
  logic [NumIn*TargetWidth-1:0] take_target, handover_target;
  always_comb begin
    taken = busy_i;
    take_o = '0;
    blocked_o = '0;
    take_target = '0;
    start = '0;
    start_first = '0;
    start_last = '0;
    start_in = '0;
    for (int unsigned i = 0; i < NumIn; i++) begin
      if (req_i[i]) begin
        for (int unsigned o = 0; o < NumIn; o++) begin
          if ((32'(group_i[i*GroupW + cc_pkg::CbOutPortLsb +: PortW]) == o / NumVcs) &&
              (32'(group_i[i*GroupW + cc_pkg::CbOutVcLsb +: cc_pkg::CbVcWidth]) == o % NumVcs) &&
              (32'(group_i[i*GroupW + cc_pkg::CbFirstLsb +: PortW]) == i / NumVcs) &&
              !taken[o]) begin
            taken[o] = 1'b1;
            take_o[i] = 1'b1;
            take_target[i*TargetWidth +: TargetWidth] = TargetWidth'(o);
            start[o] = 1'b1;
            start_first[o*PortW +: PortW] = group_i[i*GroupW + cc_pkg::CbFirstLsb +: PortW];
            start_last[o*PortW +: PortW] = group_i[i*GroupW + cc_pkg::CbInputsLsb +: PortW];
            start_in[o*NumIn + i] = 1'b1;
          end
        end
        blocked_o[i] = !take_o[i];  // not its turn, or the output is another worm's
      end
    end
  end

  // The merges: each holder's pops, its trailer, the handover; a take starts a merge at piece 0,
  // its combining word pending unless it leaves in this cycle.
  always_comb begin
    drop_o = take_o;
    handover_o = '0;
    active_d = active_q;
    pending_d = pending_q;
    first_d = first_q;
    last_d = last_q;
    piece_d = piece_q;
    vc_d = vc_q;
    for (int unsigned o = 0; o < NumIn; o++) begin
      for (int unsigned i = 0; i < NumIn; i++) begin
        if (holder[o*NumIn + i]) begin
          drop_o[i] = pending_q[o] ||
                      ((kind_i[i*KindW +: KindW] == cc_pkg::KindTail) &&
                       (piece_q[o*PortW +: PortW] != last_q[o*PortW +: PortW]));
          if (pop_i[i] && pending_q[o]) pending_d[o] = 1'b0;
          if (pop_i[i] && !pending_q[o] && (kind_i[i*KindW +: KindW] == cc_pkg::KindTail)) begin
            if (piece_q[o*PortW +: PortW] == last_q[o*PortW +: PortW]) begin
              active_d[o] = 1'b0;
            end else begin
              piece_d[o*PortW +: PortW] = piece_q[o*PortW +: PortW] + PortW'(1);
              pending_d[o] = 1'b1;
            end
          end
        end
      end
      // The next piece's input, bound from the next cycle: the pieces' VC of the next port.
      for (int unsigned j = 0; j < NumIn; j++) begin
        if (next[o*NumIn + j] && active_d[o] &&
            (piece_d[o*PortW +: PortW] != piece_q[o*PortW +: PortW])) begin
          handover_o[j] = 1'b1;
        end
      end
      if (start[o]) begin
        active_d[o] = 1'b1;
        pending_d[o] = !((start_in[o*NumIn +: NumIn] & pop_i) != '0);
        first_d[o*PortW +: PortW] = start_first[o*PortW +: PortW];
        last_d[o*PortW +: PortW] = start_last[o*PortW +: PortW];
        piece_d[o*PortW +: PortW] = '0;
        vc_d[o*VcIdxW +: VcIdxW] = '0;
        for (int unsigned i = 0; i < NumIn; i++) begin
          if (start_in[o*NumIn + i]) vc_d[o*VcIdxW +: VcIdxW] = VcIdxW'(i % NumVcs);
        end
      end
    end
  end

  // Without pop_i: which merge's output an input would be handed, from the registers alone.
  always_comb begin
    handover_target = '0;
    for (int unsigned o = 0; o < NumIn; o++) begin
      for (int unsigned j = 0; j < NumIn; j++) begin
        if (next[o*NumIn + j]) handover_target[j*TargetWidth +: TargetWidth] |= TargetWidth'(o);
      end
    end
  end
  for (genvar i = 0; i < NumIn; i++) begin : g_target
    assign target_o[i*TargetWidth +: TargetWidth] =
        take_o[i] ? take_target[i*TargetWidth +: TargetWidth]
                  : handover_target[i*TargetWidth +: TargetWidth];
  end
  assign claimed_o = taken & ~busy_i;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      active_q <= '0;
      pending_q <= '0;
      first_q <= '0;
      last_q <= '0;
      piece_q <= '0;
      vc_q <= '0;
    end else begin
      active_q <= active_d;
      pending_q <= pending_d;
      first_q <= first_d;
      last_q <= last_d;
      piece_q <= piece_d;
      vc_q <= vc_d;
    end
  end

`ifndef SYNTHESIS
  // The model refuses a group beyond the switch and a piece on a port outside its group; the
  // gather's usage rule keeps a group's inputs free for its pieces.
  for (genvar i = 0; i < NumIn; i++) begin : g_check
    logic [PortW:0] first, last;
    assign first = {1'b0, group_i[i*GroupW + cc_pkg::CbFirstLsb +: PortW]};
    assign last = first + {1'b0, group_i[i*GroupW + cc_pkg::CbInputsLsb +: PortW]};
    GroupExists: assert property (@(posedge clk_i) disable iff (!rst_ni)
                                  !(req_i[i] &&
                                    ((32'(group_i[i*GroupW + cc_pkg::CbOutPortLsb +: PortW]) >=
                                      NumPorts) ||
                                     (32'(group_i[i*GroupW + cc_pkg::CbOutVcLsb +:
                                                  cc_pkg::CbVcWidth]) >= NumVcs) ||
                                     (32'(last) >= NumPorts) ||
                                     (32'(first) > i / NumVcs) ||
                                     (32'(last) + 32'd1 <= i / NumVcs))))
      else $error("%m: combining word of group 0x%06x names ports or a VC this switch does not have, or not this input's port",
                  group_i[i*GroupW +: GroupW]);
    NoTakeOnHandover: assert property (@(posedge clk_i) disable iff (!rst_ni)
                                       !(take_o[i] && handover_o[i]))
      else $error("%m: a group's input is busy with another worm");
  end
`endif

endmodule
