"""F.instance_norm -> SoftMarginLoss: synthesised by warpgym synth (seed 7, index 1864, torch#2, dim 0 x964)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.instance_norm -> SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.softmarginloss_1 = nn.SoftMarginLoss()

    def forward(self, x, x1):
        x = F.instance_norm(x)
        x = self.softmarginloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(15424, 32, 256), torch.randn(15424, 32, 256)]


def get_init_inputs():
    return []
