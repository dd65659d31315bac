"""F.conv2d -> torch.atan -> CircularPad2d -> Threshold -> Softsign: synthesised by warpgym synth (seed 7, index 6707, torch#5, dim 0 x64)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.conv2d -> torch.atan -> CircularPad2d -> Threshold -> Softsign"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_2 = nn.CircularPad2d(padding=1)
        self.threshold_3 = nn.Threshold(threshold=0.5, value=0.5)
        self.softsign_4 = nn.Softsign()

    def forward(self, x, x1):
        x = F.conv2d(x, x1)
        x = torch.atan(x)
        x = self.circularpad2d_2(x)
        x = self.threshold_3(x)
        x = self.softsign_4(x)
        return x


def get_inputs():
    return [torch.randn(512, 16, 32, 32), torch.randn(512, 16, 32, 32)]


def get_init_inputs():
    return []
