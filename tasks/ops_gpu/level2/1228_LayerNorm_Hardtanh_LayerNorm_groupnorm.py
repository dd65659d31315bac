"""LayerNorm -> Hardtanh -> LayerNorm -> F.group_norm: synthesised by warpgym synth (seed 7, index 1985, torch#4, dim 0 x333)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> Hardtanh -> LayerNorm -> F.group_norm"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=32)
        self.hardtanh_1 = nn.Hardtanh()
        self.layernorm_2 = nn.LayerNorm(normalized_shape=32)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.hardtanh_1(x)
        x = self.layernorm_2(x)
        x = F.group_norm(x, num_groups=2)
        return x


def get_inputs():
    return [torch.randn(1332, 32, 32, 32)]


def get_init_inputs():
    return []
