# 003 SBA (eq. 4.1): simulated cycles beside the paper's formula
# Run it in this directory: gnuplot 003.sba.gp
$s0 << EOD
3 10896
4 28440
5 70008
6 166104
7 384216
8 872280
9 1.95209e+06
10 4.31906e+06
EOD
$s1 << EOD
3 10532.4
4 29092.1
5 73728
6 177891
7 415723
8 949924
9 2.13458e+06
10 4.73498e+06
EOD
$s2 << EOD
3 1488
4 4248
5 13256
6 31176
7 71624
8 161736
9 360392
10 794568
EOD
$s3 << EOD
3 938.039
4 2102.81
5 4608
6 9955.47
7 21297.1
8 45226
9 95493
10 200704
EOD
$s4 << EOD
3 9296
4 20440
5 42808
6 87704
7 178072
8 360984
EOD
$s5 << EOD
3 10532.4
4 29092.1
5 73728
6 177891
7 415723
8 949924
EOD
$s6 << EOD
3 1472
4 3584
5 9400
6 21432
7 48056
8 106424
EOD
$s7 << EOD
3 938.039
4 2102.81
5 4608
6 9955.47
7 21297.1
8 45226
EOD
$s8 << EOD
3 10900
4 28448
5 70024
6 166136
7 384280
8 872408
EOD
$s9 << EOD
3 10532.4
4 29092.1
5 73728
6 177891
7 415723
8 949924
EOD
$s10 << EOD
3 1492
4 4248
5 13256
6 31176
7 71624
8 161736
EOD
$s11 << EOD
3 938.039
4 2102.81
5 4608
6 9955.47
7 21297.1
8 45226
EOD
$s12 << EOD
3 10896
4 28440
5 70008
6 166104
7 384216
8 872280
EOD
$s13 << EOD
3 10532.4
4 29092.1
5 73728
6 177891
7 415723
8 949924
EOD
$s14 << EOD
3 3090
4 9922
5 29090
6 69474
7 161506
8 368098
EOD
$s15 << EOD
3 938.039
4 2102.81
5 4608
6 9955.47
7 21297.1
8 45226
EOD
set key below left Left reverse
set grid
set xlabel 'n (2^n nodes)'
set ylabel 'cycles'
set title '003 SBA (eq. 4.1): simulated cycles beside the paper''s formula'
set logscale y
set terminal pngcairo noenhanced size 1100,664
set output '003.sba.png'
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
set output '003.sba.svg'
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
