# 003 TEA1 (eq. 4.4): simulated cycles beside the paper's formula
# Run it in this directory: gnuplot 003.tea1.gp
$s0 << EOD
3 3961
4 7072
5 11249
6 16748
7 25702
8 45467
9 87701
10 178983
EOD
$s1 << EOD
3 1456
4 2112
5 3024
6 4448
7 6896
8 11392
9 19984
10 36768
EOD
$s2 << EOD
3 447
4 1112
5 2680
6 6288
7 14504
8 32960
9 73935
10 164070
EOD
$s3 << EOD
3 268
4 528
5 1044
6 2072
7 4124
8 8224
9 16420
10 32808
EOD
$s4 << EOD
3 1617
4 2672
5 4630
6 8640
7 17248
8 36096
EOD
$s5 << EOD
3 1456
4 2112
5 3024
6 4448
7 6896
8 11392
EOD
$s6 << EOD
3 429
4 1088
5 2650
6 6264
7 14476
8 32928
EOD
$s7 << EOD
3 268
4 528
5 1044
6 2072
7 4124
8 8224
EOD
$s8 << EOD
3 7928
4 14152
5 22508
6 33508
7 48176
8 70214
9 114386
10 208566
EOD
$s9 << EOD
3 2912
4 4224
5 6048
6 8896
7 13792
8 22784
9 39968
10 73536
EOD
$s10 << EOD
3 800
4 1480
5 3036
6 6660
7 14938
8 33456
9 74502
10 164701
EOD
$s11 << EOD
3 536
4 1056
5 2088
6 4144
7 8248
8 16448
9 32840
10 65616
EOD
$s12 << EOD
3 3961
4 7072
5 11249
6 19238
7 36243
8 74298
EOD
$s13 << EOD
3 1456
4 2112
5 3024
6 4448
7 6896
8 11392
EOD
$s14 << EOD
3 939
4 2332
5 5545
6 12882
7 29463
8 66552
EOD
$s15 << EOD
3 268
4 528
5 1044
6 2072
7 4124
8 8224
EOD
set key below left Left reverse
set grid
set xlabel 'n (2^n nodes)'
set ylabel 'cycles'
set title '003 TEA1 (eq. 4.4): simulated cycles beside the paper''s formula'
set logscale y
set terminal pngcairo noenhanced size 1100,664
set output '003.tea1.png'
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
set output '003.tea1.svg'
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
