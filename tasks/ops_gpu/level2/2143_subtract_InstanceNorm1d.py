"""torch.subtract -> InstanceNorm1d: synthesised by warpgym synth (seed 7, index 3387, torch#2, dim 0 x792)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.subtract -> InstanceNorm1d"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_1 = nn.InstanceNorm1d(num_features=128)

    def forward(self, x, x1):
        x = torch.subtract(x, x1)
        x = self.instancenorm1d_1(x)
        return x


def get_inputs():
    return [torch.randn(12672, 64, 128), torch.randn(12672, 64, 128)]


def get_init_inputs():
    return []
