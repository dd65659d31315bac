"""InstanceNorm1d -> F.softsign: synthesised by warpgym synth (seed 7, index 6381, torch#2, dim 0 x7752)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm1d -> F.softsign"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=1024)

    def forward(self, x):
        x = self.instancenorm1d_0(x)
        x = F.softsign(x)
        return x


def get_inputs():
    return [torch.randn(496128, 1024)]


def get_init_inputs():
    return []
