"""F.conv2d -> Hardswish -> MSELoss: synthesised by warpgym synth (seed 7, index 6721, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.conv2d -> Hardswish -> MSELoss"""

    def __init__(self):
        super().__init__()
        self.hardswish_1 = nn.Hardswish()
        self.mseloss_2 = nn.MSELoss()

    def forward(self, x, x1, x2):
        x = F.conv2d(x, x1)
        x = self.hardswish_1(x)
        x = self.mseloss_2(x, x2)
        return x


def get_inputs():
    return [torch.randn(4, 32, 32, 32), torch.randn(4, 32, 32, 32), torch.randn(4, 4, 1, 1)]


def get_init_inputs():
    return []
