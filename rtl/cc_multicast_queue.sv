// Input queue of a (port, VC) that can hold a multicast worm: cc_fifo with every slot readable.
//
// Contract: as cc_fifo (a word pushed at an edge shows from the next cycle; pop_i removes the
// front word at the same edge; a push into a full queue is taken only in a cycle that pops),
// and slots_o holds the Depth slots (slot s at [s*Width +: Width]) with rd_o the front's, so
// the word k places behind the front is slot (rd_o + k) mod Depth: each port of a multicast
// worm reads its own next word there (cc_input_unit). One pop per cycle, as the model
// (net::HpamMulticastUnit pops the multicast word in a cycle no copy sends). count_o is the
// occupancy (registered).
// Invariants: 0 <= count_q <= Depth; while count_q > 0 the front word is mem_q[rd_q].
module cc_multicast_queue #(
  parameter int unsigned Depth = 4,
  parameter int unsigned Width = 34,
  localparam int unsigned CountWidth = $clog2(Depth + 1),
  localparam int unsigned PtrWidth = (Depth > 1) ? $clog2(Depth) : 1
) (
  input  logic                   clk_i,
  input  logic                   rst_ni,
  input  logic                   push_i,
  input  logic [Width-1:0]       data_i,
  input  logic                   pop_i,
  output logic [Width-1:0]       data_o,
  output logic [Depth*Width-1:0] slots_o,
  output logic [PtrWidth-1:0]    rd_o,
  output logic                   empty_o,
  output logic                   full_o,
  output logic [CountWidth-1:0]  count_o
);

  localparam logic [PtrWidth-1:0] LastSlot = PtrWidth'(Depth - 1);

  logic [Width-1:0] mem_q [Depth];
  logic [PtrWidth-1:0] rd_q, wr_q;
  logic [CountWidth-1:0] count_q;
  logic do_push, do_pop;

  assign empty_o = (count_q == '0);
  assign full_o = (count_q == CountWidth'(Depth));
  assign do_pop = pop_i && !empty_o;
  assign do_push = push_i && (!full_o || do_pop);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rd_q <= '0;
      wr_q <= '0;
      count_q <= '0;
    end else begin
      if (do_pop) rd_q <= (rd_q == LastSlot) ? '0 : rd_q + PtrWidth'(1);
      if (do_push) wr_q <= (wr_q == LastSlot) ? '0 : wr_q + PtrWidth'(1);
      if (do_push && !do_pop) count_q <= count_q + CountWidth'(1);
      else if (do_pop && !do_push) count_q <= count_q - CountWidth'(1);
    end
  end

  // Storage needs no reset: a slot is read only after it was written.
  always_ff @(posedge clk_i) begin
    if (do_push) mem_q[wr_q] <= data_i;
  end

  for (genvar s = 0; s < Depth; s++) begin : g_slot
    assign slots_o[s*Width +: Width] = mem_q[s];
  end
  assign data_o = mem_q[rd_q];
  assign rd_o = rd_q;
  assign count_o = count_q;

`ifndef SYNTHESIS
  // Simulation checks (Verilator --assert).
  NoOverflow: assert property (@(posedge clk_i) disable iff (!rst_ni) !(push_i && !do_push))
    else $error("%m: queue overflow (credit protocol broken)");
  NoPopWhenEmpty: assert property (@(posedge clk_i) disable iff (!rst_ni) !(pop_i && empty_o))
    else $error("%m: pop from an empty queue");
`endif

endmodule
