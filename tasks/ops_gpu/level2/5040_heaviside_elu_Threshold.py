"""torch.heaviside -> F.elu -> Threshold: synthesised by warpgym synth (seed 9, index 498, torch#3, dim 0 x1935)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.heaviside -> F.elu -> Threshold"""

    def __init__(self):
        super().__init__()
        self.threshold_2 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x, x1):
        x = torch.heaviside(x, x1)
        x = F.elu(x)
        x = self.threshold_2(x)
        return x


def get_inputs():
    return [torch.randn(247680, 256), torch.randn(247680, 256)]


def get_init_inputs():
    return []
