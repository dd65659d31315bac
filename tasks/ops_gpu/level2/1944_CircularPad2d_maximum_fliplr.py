"""CircularPad2d -> torch.maximum -> torch.fliplr: synthesised by warpgym synth (seed 7, index 3072, torch#3, dim 0 x1299)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad2d -> torch.maximum -> torch.fliplr"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_0 = nn.CircularPad2d(padding=1)

    def forward(self, x, x1):
        x = self.circularpad2d_0(x)
        x = torch.maximum(x, x1)
        x = torch.fliplr(x)
        return x


def get_inputs():
    return [torch.randn(10392, 64, 16, 16), torch.randn(10392, 64, 18, 18)]


def get_init_inputs():
    return []
