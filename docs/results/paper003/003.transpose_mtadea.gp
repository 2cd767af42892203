# 003 transpose, MTADEA (§6): simulated cycles beside the paper's formula
# Run it in this directory: gnuplot 003.transpose_mtadea.gp
$s0 << EOD
3 1339
4 1860
5 2509
6 3446
7 5023
8 8008
9 14065
10 26778
EOD
$s1 << EOD
3 1248
4 1728
5 2320
6 3168
7 4592
8 7296
9 12816
10 24480
EOD
$s2 << EOD
3 151
4 276
5 529
6 1070
7 2251
8 4840
9 10501
10 22818
EOD
$s3 << EOD
3 60
4 144
5 340
6 792
7 1820
8 4128
9 9252
10 20520
EOD
$s4 << EOD
3 1339
4 1860
5 2509
6 3446
7 5023
8 8008
EOD
$s5 << EOD
3 1248
4 1728
5 2320
6 3168
7 4592
8 7296
EOD
$s6 << EOD
3 151
4 276
5 529
6 1070
7 2251
8 4840
EOD
$s7 << EOD
3 60
4 144
5 340
6 792
7 1820
8 4128
EOD
$s8 << EOD
3 2667
4 3696
5 4963
6 6776
7 9803
8 15520
9 27123
10 51528
EOD
$s9 << EOD
3 2496
4 3456
5 4640
6 6336
7 9184
8 14592
9 25632
10 48960
EOD
$s10 << EOD
3 291
4 528
5 1003
6 2024
7 4259
8 9184
9 19995
10 43608
EOD
$s11 << EOD
3 120
4 288
5 680
6 1584
7 3640
8 8256
9 18504
10 41040
EOD
$s12 << EOD
3 1339
4 1860
5 2509
6 3446
7 5023
8 8008
EOD
$s13 << EOD
3 1248
4 1728
5 2320
6 3168
7 4592
8 7296
EOD
$s14 << EOD
3 151
4 276
5 529
6 1070
7 2251
8 4840
EOD
$s15 << EOD
3 60
4 144
5 340
6 792
7 1820
8 4128
EOD
set key below left Left reverse
set grid
set xlabel 'n (2^n nodes)'
set ylabel 'cycles'
set title '003 transpose, MTADEA (§6): simulated cycles beside the paper''s formula'
set logscale y
set terminal pngcairo noenhanced size 1100,664
set output '003.transpose_mtadea.png'
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
set output '003.transpose_mtadea.svg'
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
