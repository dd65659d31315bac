"""torch.tril -> InstanceNorm1d: synthesised by warpgym synth (seed 7, index 663, torch#2, dim 0 x5886)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tril -> InstanceNorm1d"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_1 = nn.InstanceNorm1d(num_features=256)

    def forward(self, x):
        x = torch.tril(x)
        x = self.instancenorm1d_1(x)
        return x


def get_inputs():
    return [torch.randn(753408, 256)]


def get_init_inputs():
    return []
