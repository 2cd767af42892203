# 003 TEA2: most tokens on one edge in each step, counted in the simulation, beside ceil(C(n,i)/n)
# Run it in this directory: gnuplot 003.tea2_loads.gp
$s0 << EOD
1 1
2 1
3 1
EOD
$s1 << EOD
1 1
2 1
3 1
EOD
$s2 << EOD
1 1
2 2
3 1
4 1
EOD
$s3 << EOD
1 1
2 2
3 1
4 1
EOD
$s4 << EOD
1 1
2 2
3 2
4 1
5 1
EOD
$s5 << EOD
1 1
2 2
3 2
4 1
5 1
EOD
$s6 << EOD
1 1
2 3
3 4
4 3
5 1
6 1
EOD
$s7 << EOD
1 1
2 3
3 4
4 3
5 1
6 1
EOD
$s8 << EOD
0 1
1 2
2 2
3 1
EOD
$s9 << EOD
0 1
1 2
2 2
3 1
EOD
$s10 << EOD
0 1
1 3
2 3
3 2
4 1
EOD
$s11 << EOD
0 1
1 3
2 3
3 2
4 1
EOD
$s12 << EOD
0 1
1 3
2 4
3 3
4 2
5 1
EOD
$s13 << EOD
0 1
1 3
2 4
3 3
4 2
5 1
EOD
$s14 << EOD
0 1
1 4
2 7
3 7
4 4
5 2
6 1
EOD
$s15 << EOD
0 1
1 4
2 7
3 7
4 4
5 2
6 1
EOD
set key below left Left reverse
set grid
set xlabel 'step i (grouped: half-step h, weights h and h + 1)'
set ylabel 'tokens on the busiest edge'
set title '003 TEA2: most tokens on one edge in each step, counted in the simulation, beside ceil(C(n,i)/n)'
set logscale y
set terminal pngcairo noenhanced size 1100,664
set output '003.tea2_loads.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'TEA2, step i (n=3), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'TEA2, step i (n=3), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'TEA2, step i (n=4), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'TEA2, step i (n=4), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'TEA2, step i (n=5), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'TEA2, step i (n=5), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'TEA2, step i (n=6), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'TEA2, step i (n=6), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'grouped TEA2, half-step h (n=3), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'grouped TEA2, half-step h (n=3), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'grouped TEA2, half-step h (n=4), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'grouped TEA2, half-step h (n=4), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'grouped TEA2, half-step h (n=5), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'grouped TEA2, half-step h (n=5), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'grouped TEA2, half-step h (n=6), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'grouped TEA2, half-step h (n=6), formula'
set terminal svg noenhanced size 1100,664
set output '003.tea2_loads.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'TEA2, step i (n=3), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'TEA2, step i (n=3), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'TEA2, step i (n=4), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'TEA2, step i (n=4), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'TEA2, step i (n=5), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'TEA2, step i (n=5), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'TEA2, step i (n=6), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'TEA2, step i (n=6), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'grouped TEA2, half-step h (n=3), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'grouped TEA2, half-step h (n=3), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'grouped TEA2, half-step h (n=4), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'grouped TEA2, half-step h (n=4), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'grouped TEA2, half-step h (n=5), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'grouped TEA2, half-step h (n=5), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'grouped TEA2, half-step h (n=6), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'grouped TEA2, half-step h (n=6), formula'
