"""torch.prod -> Threshold: synthesised by warpgym synth (seed 9, index 512, torch#2, dim 0 x24464)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.prod -> Threshold"""

    def __init__(self):
        super().__init__()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = torch.prod(x, -1)
        x = self.threshold_1(x)
        return x


def get_inputs():
    return [torch.randn(97856, 16, 8, 8, 8)]


def get_init_inputs():
    return []
