// The synchronizing switch (004 §2.2.4): a sticky NotInMessage bit per AAPC-pool queue and an
// AND gate over the masked bits (net::SyncGate).
//
// Contract, per cycle: if every bit in mask_i is set (and mask_i is not empty), the masked bits
// clear together in this cycle and complete_o pulses in the next (QueuesComplete, registered).
// block_o holds the header of queue q while its bit is set and q is in the mask, evaluated
// after that clear, so released headers start in the same cycle. tail_i[q] (a tail left queue
// q this cycle) sets bit q at the rising edge, whatever the mask. and_o is the AND itself:
// combinational from mask_i and the registered bits (net::SyncGate::all_set()).
module cc_sync_gate #(
  parameter int unsigned NumQueues = 5
) (
  input  logic                 clk_i,
  input  logic                 rst_ni,
  input  logic [NumQueues-1:0] mask_i,
  input  logic [NumQueues-1:0] tail_i,
  output logic [NumQueues-1:0] block_o,
  output logic [NumQueues-1:0] sticky_o,
  output logic                 and_o,
  output logic                 complete_o
);

  logic [NumQueues-1:0] bits_q, bits_cleared;
  logic all_set, complete_q;

  assign all_set = (mask_i != '0) && ((bits_q & mask_i) == mask_i);
  assign bits_cleared = all_set ? (bits_q & ~mask_i) : bits_q;
  assign block_o = bits_cleared & mask_i;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      bits_q <= '0;
      complete_q <= 1'b0;
    end else begin
      bits_q <= bits_cleared | tail_i;
      complete_q <= all_set;
    end
  end

  assign sticky_o = bits_q;
  assign and_o = all_set;
  assign complete_o = complete_q;

endmodule
