// Test harness for the switch primitives: one Verilated model holding several configurations.
//
// Each instance has its own pins, named by primitive and parameter: fifo queues of depth 1, 3
// and 4 (8-bit words); round-robin arbiters for N = 1..6 (arb_*_i/o slot n-1 uses the low n
// bits of [(n-1)*6 +: 6]); sync gates over 4 and 3 queues; a 3-bit change detector. No logic
// of its own: tests/rtl/rtl_primitives_test.cpp drives the pins.
module cc_tb_primitives (
  input  logic        clk_i,
  input  logic        rst_ni,
  // cc_fifo, Depth 1, 3, 4: [k*8 +: 8] per queue k.
  input  logic [2:0]  fifo_push_i,
  input  logic [23:0] fifo_data_i,
  input  logic [2:0]  fifo_pop_i,
  output logic [23:0] fifo_data_o,
  output logic [2:0]  fifo_empty_o,
  output logic [2:0]  fifo_full_o,
  output logic        fifo1_count_o,
  output logic [1:0]  fifo3_count_o,
  output logic [2:0]  fifo4_count_o,
  // cc_rr_arbiter, N = 1..6.
  input  logic [5:0]  arb_en_i,
  input  logic [35:0] arb_req_i,
  output logic [35:0] arb_gnt_o,
  // cc_sync_gate over 4 queues and over 3.
  input  logic [3:0]  gate4_mask_i,
  input  logic [3:0]  gate4_tail_i,
  output logic [3:0]  gate4_block_o,
  output logic [3:0]  gate4_sticky_o,
  output logic        gate4_and_o,
  output logic        gate4_complete_o,
  input  logic [2:0]  gate3_mask_i,
  input  logic [2:0]  gate3_tail_i,
  output logic [2:0]  gate3_block_o,
  output logic [2:0]  gate3_sticky_o,
  output logic        gate3_and_o,
  output logic        gate3_complete_o,
  // cc_change_detect, 3 bits.
  input  logic [2:0]  change_level_i,
  output logic        change_changed_o
);

  cc_fifo #(.Depth(1), .Width(8)) u_fifo1 (
    .clk_i, .rst_ni,
    .push_i (fifo_push_i[0]),
    .data_i (fifo_data_i[7:0]),
    .pop_i  (fifo_pop_i[0]),
    .data_o (fifo_data_o[7:0]),
    .empty_o(fifo_empty_o[0]),
    .full_o (fifo_full_o[0]),
    .count_o(fifo1_count_o)
  );
  cc_fifo #(.Depth(3), .Width(8)) u_fifo3 (
    .clk_i, .rst_ni,
    .push_i (fifo_push_i[1]),
    .data_i (fifo_data_i[15:8]),
    .pop_i  (fifo_pop_i[1]),
    .data_o (fifo_data_o[15:8]),
    .empty_o(fifo_empty_o[1]),
    .full_o (fifo_full_o[1]),
    .count_o(fifo3_count_o)
  );
  cc_fifo #(.Depth(4), .Width(8)) u_fifo4 (
    .clk_i, .rst_ni,
    .push_i (fifo_push_i[2]),
    .data_i (fifo_data_i[23:16]),
    .pop_i  (fifo_pop_i[2]),
    .data_o (fifo_data_o[23:16]),
    .empty_o(fifo_empty_o[2]),
    .full_o (fifo_full_o[2]),
    .count_o(fifo4_count_o)
  );

  for (genvar n = 1; n <= 6; n++) begin : g_arb
    cc_rr_arbiter #(.N(n)) u_arbiter (
      .clk_i, .rst_ni,
      .en_i (arb_en_i[n-1]),
      .req_i(arb_req_i[(n-1)*6 +: n]),
      .gnt_o(arb_gnt_o[(n-1)*6 +: n])
    );
    if (n < 6) begin : g_pad
      logic unused_req;
      assign unused_req = ^arb_req_i[(n-1)*6+n +: 6-n];
      assign arb_gnt_o[(n-1)*6+n +: 6-n] = '0;
    end
  end

  cc_sync_gate #(.NumQueues(4)) u_gate4 (
    .clk_i, .rst_ni,
    .mask_i    (gate4_mask_i),
    .tail_i    (gate4_tail_i),
    .block_o   (gate4_block_o),
    .sticky_o  (gate4_sticky_o),
    .and_o     (gate4_and_o),
    .complete_o(gate4_complete_o)
  );
  cc_sync_gate #(.NumQueues(3)) u_gate3 (
    .clk_i, .rst_ni,
    .mask_i    (gate3_mask_i),
    .tail_i    (gate3_tail_i),
    .block_o   (gate3_block_o),
    .sticky_o  (gate3_sticky_o),
    .and_o     (gate3_and_o),
    .complete_o(gate3_complete_o)
  );

  cc_change_detect #(.Width(3)) u_change (
    .clk_i, .rst_ni,
    .level_i  (change_level_i),
    .changed_o(change_changed_o)
  );

endmodule
