"""torch.heaviside -> Threshold: synthesised by warpgym synth (seed 9, index 369, torch#2, dim 0 x606)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.heaviside -> Threshold"""

    def __init__(self):
        super().__init__()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x, x1):
        x = torch.heaviside(x, x1)
        x = self.threshold_1(x)
        return x


def get_inputs():
    return [torch.randn(9696, 32, 256), torch.randn(9696, 32, 256)]


def get_init_inputs():
    return []
