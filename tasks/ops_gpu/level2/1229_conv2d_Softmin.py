"""F.conv2d -> Softmin: synthesised by warpgym synth (seed 7, index 1986, torch#2, dim 0 x63)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.conv2d -> Softmin"""

    def __init__(self):
        super().__init__()
        self.softmin_1 = nn.Softmin()

    def forward(self, x, x1):
        x = F.conv2d(x, x1)
        x = self.softmin_1(x)
        return x


def get_inputs():
    return [torch.randn(504, 16, 32, 32), torch.randn(504, 16, 32, 32)]


def get_init_inputs():
    return []
