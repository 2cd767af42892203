# 003 ADEA (eq. 4.3): simulated cycles beside the paper's formula
# Run it in this directory: gnuplot 003.adea.gp
$s0 << EOD
3 1723
4 2660
5 4109
6 6582
7 11103
8 19720
9 36529
10 69722
EOD
$s1 << EOD
3 1648
4 2560
5 3984
6 6432
7 10928
8 19520
9 36304
10 69472
EOD
$s2 << EOD
3 535
4 1076
5 2129
6 4206
7 8331
8 16552
9 32965
10 65762
EOD
$s3 << EOD
3 460
4 976
5 2004
6 4056
7 8156
8 16352
9 32740
10 65512
EOD
$s4 << EOD
3 1723
4 2660
5 4109
6 6582
7 11103
8 19720
EOD
$s5 << EOD
3 1648
4 2560
5 3984
6 6432
7 10928
8 19520
EOD
$s6 << EOD
3 535
4 1076
5 2129
6 4206
7 8331
8 16552
EOD
$s7 << EOD
3 460
4 976
5 2004
6 4056
7 8156
8 16352
EOD
$s8 << EOD
3 3451
4 5328
5 8227
6 13176
7 22219
8 39456
9 73075
10 139464
EOD
$s9 << EOD
3 3296
4 5120
5 7968
6 12864
7 21856
8 39040
9 72608
10 138944
EOD
$s10 << EOD
3 1075
4 2160
5 4267
6 8424
7 16675
8 33120
9 65947
10 131544
EOD
$s11 << EOD
3 920
4 1952
5 4008
6 8112
7 16312
8 32704
9 65480
10 131024
EOD
$s12 << EOD
3 1723
4 2660
5 4109
6 6582
7 11103
8 19720
EOD
$s13 << EOD
3 1648
4 2560
5 3984
6 6432
7 10928
8 19520
EOD
$s14 << EOD
3 535
4 1076
5 2129
6 4206
7 8331
8 16552
EOD
$s15 << EOD
3 460
4 976
5 2004
6 4056
7 8156
8 16352
EOD
set key below left Left reverse
set grid
set xlabel 'n (2^n nodes)'
set ylabel 'cycles'
set title '003 ADEA (eq. 4.3): simulated cycles beside the paper''s formula'
set logscale y
set terminal pngcairo noenhanced size 1100,664
set output '003.adea.png'
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
set output '003.adea.svg'
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
