"""F.tanh -> Hardtanh -> F.celu -> InstanceNorm1d: synthesised by warpgym synth (seed 7, index 6652, torch#4, dim 0 x1044)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanh -> Hardtanh -> F.celu -> InstanceNorm1d"""

    def __init__(self):
        super().__init__()
        self.hardtanh_1 = nn.Hardtanh()
        self.instancenorm1d_3 = nn.InstanceNorm1d(num_features=1024)

    def forward(self, x):
        x = F.tanh(x)
        x = self.hardtanh_1(x)
        x = F.celu(x)
        x = self.instancenorm1d_3(x)
        return x


def get_inputs():
    return [torch.randn(66816, 1024)]


def get_init_inputs():
    return []
