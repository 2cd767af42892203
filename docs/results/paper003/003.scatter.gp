# 003 scatter (eq. 5.1): simulated cycles beside the paper's formula
# Run it in this directory: gnuplot 003.scatter.gp
$s0 << EOD
3 1723
4 2660
5 4109
6 6582
7 11110
8 19899
9 37184
10 71365
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
6 4234
7 8451
8 16892
9 33781
10 67566
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
6 6611
7 11225
8 20063
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
6 4235
7 8453
8 16895
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
3 1723
4 2660
5 4109
6 6582
7 11110
8 19899
9 37184
10 71365
EOD
$s9 << EOD
3 1648
4 2560
5 3984
6 6432
7 10928
8 19520
9 36304
10 69472
EOD
$s10 << EOD
3 535
4 1076
5 2129
6 4234
7 8451
8 16892
9 33781
10 67566
EOD
$s11 << EOD
3 460
4 976
5 2004
6 4056
7 8156
8 16352
9 32740
10 65512
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
set title '003 scatter (eq. 5.1): simulated cycles beside the paper''s formula'
set logscale y
set terminal pngcairo noenhanced size 1100,664
set output '003.scatter.png'
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
set output '003.scatter.svg'
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
