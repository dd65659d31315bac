"""CircularPad2d -> torch.divide: synthesised by warpgym synth (seed 7, index 6495, torch#2, dim 0 x1713)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad2d -> torch.divide"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_0 = nn.CircularPad2d(padding=1)

    def forward(self, x, x1):
        x = self.circularpad2d_0(x)
        x = torch.divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(6852, 32, 32, 32), torch.randn(6852, 32, 34, 34)]


def get_init_inputs():
    return []
