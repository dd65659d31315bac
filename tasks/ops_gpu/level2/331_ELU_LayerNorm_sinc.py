"""ELU -> LayerNorm -> torch.sinc: synthesised by warpgym synth (seed 7, index 510, torch#3, dim 0 x2099)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> LayerNorm -> torch.sinc"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=128)

    def forward(self, x):
        x = self.elu_0(x)
        x = self.layernorm_1(x)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(33584, 64, 128)]


def get_init_inputs():
    return []
