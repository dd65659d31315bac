"""InstanceNorm1d -> F.elu: synthesised by warpgym synth (seed 7, index 4088, torch#2, dim 0 x617)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm1d -> F.elu"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=64)

    def forward(self, x):
        x = self.instancenorm1d_0(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(19744, 128, 64)]


def get_init_inputs():
    return []
