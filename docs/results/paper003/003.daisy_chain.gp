# 003 daisy chain (eq. 4.2): simulated cycles beside the paper's formula
# Run it in this directory: gnuplot 003.daisy_chain.gp
$s0 << EOD
3 3423
4 7335
5 15159
6 30807
7 62103
8 124695
9 249879
10 500247
EOD
$s1 << EOD
3 3248
4 6960
5 14384
6 29232
7 58928
8 118320
9 237104
10 474672
EOD
$s2 << EOD
3 651
4 1395
5 2883
6 5859
7 11811
8 23715
9 47523
10 95139
EOD
$s3 << EOD
3 476
4 1020
5 2108
6 4284
7 8636
8 17340
9 34748
10 69564
EOD
$s4 << EOD
3 3423
4 7335
5 15159
6 30807
7 62103
8 124695
EOD
$s5 << EOD
3 3248
4 6960
5 14384
6 29232
7 58928
8 118320
EOD
$s6 << EOD
3 651
4 1395
5 2883
6 5859
7 11811
8 23715
EOD
$s7 << EOD
3 476
4 1020
5 2108
6 4284
7 8636
8 17340
EOD
$s8 << EOD
3 3424
4 7336
5 15160
6 30808
7 62104
8 124696
EOD
$s9 << EOD
3 3248
4 6960
5 14384
6 29232
7 58928
8 118320
EOD
$s10 << EOD
3 652
4 1396
5 2884
6 5860
7 11812
8 23716
EOD
$s11 << EOD
3 476
4 1020
5 2108
6 4284
7 8636
8 17340
EOD
$s12 << EOD
3 3423
4 7335
5 15159
6 30807
7 62103
8 124695
EOD
$s13 << EOD
3 3248
4 6960
5 14384
6 29232
7 58928
8 118320
EOD
$s14 << EOD
3 651
4 1395
5 2883
6 5859
7 11811
8 23715
EOD
$s15 << EOD
3 476
4 1020
5 2108
6 4284
7 8636
8 17340
EOD
set key below left Left reverse
set grid
set xlabel 'n (2^n nodes)'
set ylabel 'cycles'
set title '003 daisy chain (eq. 4.2): simulated cycles beside the paper''s formula'
set logscale y
set terminal pngcairo noenhanced size 1100,664
set output '003.daisy_chain.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'all-port, full duplex (β=400), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'all-port, full duplex (β=400), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'all-port, full duplex (β=4), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'all-port, full duplex (β=4), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'all-port, full duplex, a start-up per step (β=400), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'all-port, full duplex, a start-up per step (β=400), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'all-port, full duplex, a start-up per step (β=4), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'all-port, full duplex, a start-up per step (β=4), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'all-port, half duplex (β=400), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'all-port, half duplex (β=400), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'all-port, half duplex (β=4), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'all-port, half duplex (β=4), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'one-port, full duplex (β=400), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'one-port, full duplex (β=400), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'one-port, full duplex (β=4), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'one-port, full duplex (β=4), formula'
set terminal svg noenhanced size 1100,664
set output '003.daisy_chain.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'all-port, full duplex (β=400), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'all-port, full duplex (β=400), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'all-port, full duplex (β=4), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'all-port, full duplex (β=4), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'all-port, full duplex, a start-up per step (β=400), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'all-port, full duplex, a start-up per step (β=400), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'all-port, full duplex, a start-up per step (β=4), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'all-port, full duplex, a start-up per step (β=4), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'all-port, half duplex (β=400), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'all-port, half duplex (β=400), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'all-port, half duplex (β=4), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'all-port, half duplex (β=4), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'one-port, full duplex (β=400), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'one-port, full duplex (β=400), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'one-port, full duplex (β=4), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'one-port, full duplex (β=4), formula'
