"""F.gelu -> RMSNorm: synthesised by warpgym synth (seed 7, index 5144, torch#2, dim 0 x2849)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=1024)

    def forward(self, x):
        x = F.gelu(x)
        x = self.rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(182336, 1024)]


def get_init_inputs():
    return []
