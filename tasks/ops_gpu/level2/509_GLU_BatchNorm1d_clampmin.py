"""GLU -> BatchNorm1d -> torch.clamp_min: synthesised by warpgym synth (seed 7, index 813, torch#3, dim 0 x7253)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> BatchNorm1d -> torch.clamp_min"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.batchnorm1d_1 = nn.BatchNorm1d(num_features=128)

    def forward(self, x):
        x = self.glu_0(x)
        x = self.batchnorm1d_1(x)
        x = torch.clamp_min(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(928384, 256)]


def get_init_inputs():
    return []
