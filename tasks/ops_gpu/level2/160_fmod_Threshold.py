"""torch.fmod -> Threshold: synthesised by warpgym synth (seed 7, index 244, torch#2, dim 0 x1751)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmod -> Threshold"""

    def __init__(self):
        super().__init__()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x, x1):
        x = torch.fmod(x, x1)
        x = self.threshold_1(x)
        return x


def get_inputs():
    return [torch.randn(448256, 512), torch.randn(448256, 512)]


def get_init_inputs():
    return []
