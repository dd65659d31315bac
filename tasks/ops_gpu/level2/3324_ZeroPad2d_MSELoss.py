"""ZeroPad2d -> MSELoss: synthesised by warpgym synth (seed 7, index 4545, torch#2, dim 0 x2325)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> MSELoss"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.mseloss_1 = nn.MSELoss()

    def forward(self, x, x1):
        x = self.zeropad2d_0(x)
        x = self.mseloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(18600, 64, 16, 16), torch.randn(18600, 64, 18, 18)]


def get_init_inputs():
    return []
