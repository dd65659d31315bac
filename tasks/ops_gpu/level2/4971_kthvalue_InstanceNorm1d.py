"""torch.kthvalue -> InstanceNorm1d: synthesised by warpgym synth (seed 9, index 394, torch#2, dim 0 x6906)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.kthvalue -> InstanceNorm1d"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_1 = nn.InstanceNorm1d(num_features=16)

    def forward(self, x):
        x = torch.kthvalue(x, 2)[0]
        x = self.instancenorm1d_1(x)
        return x


def get_inputs():
    return [torch.randn(110496, 32, 16, 16)]


def get_init_inputs():
    return []
