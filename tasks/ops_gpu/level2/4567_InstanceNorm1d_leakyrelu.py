"""InstanceNorm1d -> F.leaky_relu: synthesised by warpgym synth (seed 8, index 204, torch#2, dim 0 x7413)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm1d -> F.leaky_relu"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=1024)

    def forward(self, x):
        x = self.instancenorm1d_0(x)
        x = F.leaky_relu(x)
        return x


def get_inputs():
    return [torch.randn(474432, 1024)]


def get_init_inputs():
    return []
