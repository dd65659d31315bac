"""ELU -> RMSNorm -> F.local_response_norm: synthesised by warpgym synth (seed 7, index 3798, torch#3, dim 0 x176)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> RMSNorm -> F.local_response_norm"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=128)

    def forward(self, x):
        x = self.elu_0(x)
        x = self.rmsnorm_1(x)
        x = F.local_response_norm(x, size=4)
        return x


def get_inputs():
    return [torch.randn(2816, 64, 128)]


def get_init_inputs():
    return []
