"""F.elu -> Threshold: synthesised by warpgym synth (seed 7, index 353, torch#2, dim 0 x1465)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.elu -> Threshold"""

    def __init__(self):
        super().__init__()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = F.elu(x)
        x = self.threshold_1(x)
        return x


def get_inputs():
    return [torch.randn(750080, 256)]


def get_init_inputs():
    return []
